import {
  type ClinicalThresholdsBody,
  clinicalThresholdsBody,
  DEFAULT_CLINICAL_THRESHOLDS,
  monitoringMessages,
} from '@clinic/contract';
import { Fieldset, NumberInput, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFrame } from '../../components/form-frame';
import { PageHeading } from '../../components/page-heading';
import { QueryView } from '../../components/query-view';
import { paths } from '../../config/paths';
import { fieldsWhile, zodResolver } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { useSaveFeedback } from '../../lib/use-save-feedback';
import { useClinicalSettings, useSaveClinicalSettings } from './api/clinical';
import { monitoringPageMessages as m } from './messages';

type Field = keyof ClinicalThresholdsBody;

// An emptied number input holds '' until the schema refuses it.
type SettingsValues = Record<Field, number | string>;

const GROUPS: { legend: string; fields: Field[] }[] = [
  { legend: m.vlGroup, fields: ['vlDetection', 'vlKeK', 'vlUnsuppressed'] },
  { legend: m.cd4Group, fields: ['cd4Advanced', 'cd4Low', 'cd4Moderate'] },
  { legend: m.scheduleGroup, fields: ['overdueGraceDays', 'repeatMonths', 'minEacSessions'] },
];

/** /admin/clinical-settings: the thresholds every viral-load and CD4 plan is computed with. */
export function ClinicalSettingsPage() {
  const settings = useClinicalSettings();
  return (
    <QueryView query={settings} failed={m.settingsLoadFailed}>
      {(loaded) => <SettingsForm loaded={loaded} />}
    </QueryView>
  );
}

export function SettingsForm({ loaded }: { loaded: ClinicalThresholdsBody }) {
  const save = useSaveClinicalSettings();
  const { frame, failed, setFormError } = useSaveFeedback(paths.dashboards.Admin);
  const form = useForm<SettingsValues>({
    // Optional in the contract for clients written before it; the form always shows the value the rules apply.
    initialValues: {
      ...loaded,
      minEacSessions: loaded.minEacSessions ?? DEFAULT_CLINICAL_THRESHOLDS.minEacSessions,
    },
    validate: zodResolver(clinicalThresholdsBody),
  });
  const field = fieldsWhile(form, save.isPending);

  const onSubmit = (values: SettingsValues) => {
    setFormError(null);
    save.mutate(clinicalThresholdsBody.parse(values), {
      onSuccess: () => {
        notifySuccess(monitoringMessages.settingsSaved);
        form.resetDirty();
      },
      onError: failed(form, m.settingsSaveFailed),
    });
  };

  return (
    <FormFrame
      title={m.settingsTitle}
      heading={<PageHeading title={m.settingsTitle} intro={m.settingsIntro} />}
      {...frame(form, onSubmit)}
      pending={save.isPending}
      submitLabel={m.save}
      cancelTo={paths.dashboards.Admin}
      maw={760}
    >
      {GROUPS.map((group) => (
        <Fieldset key={group.legend} legend={group.legend}>
          <SimpleGrid cols={{ base: 1, sm: group.fields.length }} spacing="sm">
            {group.fields.map((name) => (
              <NumberInput
                key={name}
                label={m.fields[name]}
                required
                min={1}
                allowDecimal={false}
                allowNegative={false}
                {...field(name)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      ))}
    </FormFrame>
  );
}
