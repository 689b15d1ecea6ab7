import '../../../components/form-styles';
import {
  ARV_INGREDIENT_CODES,
  ARV_INGREDIENT_LABELS,
  type ClinicalSummaryItem,
  CO_MEDICATION_CODES,
  CO_MEDICATION_LABELS,
  type CoMedicationCode,
  formatDateVi,
  formatNumberVi,
  inputNoteMessage,
  weightCreateBody,
} from '@clinic/contract';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { DateField } from '../../../components/date-field';
import { FormAlert } from '../../../components/form-alert';
import { InlineForm, useInlineForm } from '../../../components/inline-form';
import { PlainList } from '../../../components/plain-list';
import { clinicToday } from '../../../lib/clinic-time';
import { fieldsWhile, zodResolver } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useInlineError } from '../../../lib/use-inline-error';
import { useRecordWeight, useSaveCoMedications, useSaveHypersensitivities } from '../api/clinical';
import { monitoringPageMessages as m } from '../messages';

/**
 * What the prescribing checks read of the patient: clearance, creatinine (with its unit and date, marked when the
 * check does not use it), HBsAg, haemoglobin, weights, co-medications, and the ARV hypersensitivities and HLA-B*5701.
 */
export function PrescribingData({ summary }: { summary: ClinicalSummaryItem }) {
  const latestWeights = summary.weights.slice(-5).reverse();
  const notes = summary.inputNotes ?? [];
  const noted = (input: string, reason: string) =>
    notes.some((n) => n.input === input && n.reason === reason);
  const creatinine = summary.latestCreatinine;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>
          {summary.creatinineClearance !== null
            ? m.clearance(formatNumberVi(summary.creatinineClearance, 1))
            : noted('clearance', 'notForChildren')
              ? m.clearanceNotForChildren
              : m.clearanceUnknown}
        </Text>
        <Text size="sm">
          {creatinine
            ? m.latestCreatinine(
                formatNumberVi(creatinine.value, 2),
                creatinine.unit ?? 'µmol/L',
                formatDateVi(creatinine.date),
              )
            : m.noCreatinine}
        </Text>
        {/* The clearance's own note is its line above; the others say why a value is not used. */}
        {notes
          .filter((note) => note.input !== 'clearance')
          .map((note) => (
            <Badged key={`${note.input}-${note.reason}`}>{inputNoteMessage(note.input, note.reason)}</Badged>
          ))}
        <Text size="sm">
          {summary.hbsag
            ? m.hbsag(m.hbsagValue[summary.hbsag.value], formatDateVi(summary.hbsag.date))
            : m.noHbsag}
        </Text>
        <Text size="sm">
          {summary.hemoglobin
            ? m.hemoglobin(
                formatNumberVi(summary.hemoglobin.gPerDl, 1),
                formatDateVi(summary.hemoglobin.date),
              )
            : m.noHemoglobin}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <Title order={3} size="h5">
            {m.weightsTitle}
          </Title>
          {latestWeights.length === 0 ? (
            <Text size="sm">{m.noWeights}</Text>
          ) : (
            <PlainList>
              {latestWeights.map((w) => (
                <li key={`${w.date}-${w.weightKg}`}>
                  <Text size="sm">{m.weightRow(formatNumberVi(w.weightKg, 1), formatDateVi(w.date))}</Text>
                </li>
              ))}
            </PlainList>
          )}
          <WeightForm patientId={summary.patientId} />
        </Stack>
        <CoMedicationsForm patientId={summary.patientId} saved={summary.coMedications} />
      </SimpleGrid>
      <HypersensitivitiesForm
        patientId={summary.patientId}
        saved={summary.hypersensitivities ?? []}
        savedHla={summary.hlaB5701 ?? null}
      />
    </Stack>
  );
}

/** A caution under the value it is about. */
function Badged({ children }: { children: string }) {
  return (
    <Badge color="orange" variant="light" tt="none" style={{ whiteSpace: 'normal', height: 'auto' }}>
      {children}
    </Badge>
  );
}

interface WeightValues {
  date: string;
  weightKg: string;
}

const toWeightBody = (patientId: number) => (values: WeightValues) => ({
  patientId,
  date: values.date,
  weightKg: values.weightKg.trim() === '' ? null : Number(values.weightKg.replace(',', '.')),
});

function WeightForm({ patientId }: { patientId: number }) {
  const record = useRecordWeight();
  const toBody = toWeightBody(patientId);
  const form = useForm<WeightValues>({
    initialValues: { date: clinicToday(), weightKg: '' },
    validate: zodResolver(weightCreateBody, toBody),
  });
  const field = fieldsWhile(form, record.isPending);
  const { send, frame } = useInlineForm(form, record, ['date', 'weightKg'], m.weightFailed);

  const onSubmit = (values: WeightValues) => {
    send(weightCreateBody.parse(toBody(values)), (message) => {
      notifySuccess(message);
      form.reset();
    });
  };

  return (
    <InlineForm
      {...frame(onSubmit)}
      aria-label={m.weightSubmit}
      gap="xs"
      submitLabel={m.weightSubmit}
      submitVariant="light"
    >
      <Group grow align="flex-start" gap="xs">
        <DateField label={m.weightDate} required max={clinicToday()} {...field('date')} />
        <TextInput label={m.weightKg} required inputMode="decimal" {...field('weightKg')} />
      </Group>
    </InlineForm>
  );
}

function CoMedicationsForm({ patientId, saved }: { patientId: number; saved: CoMedicationCode[] }) {
  const save = useSaveCoMedications();
  const { error, send } = useSavedInPlace(save, m.coMedicationsFailed);
  const [chosen, setChosen] = useState<string[]>(saved);
  return (
    <ChecklistForm
      error={error}
      label={m.coMedicationsTitle}
      description={m.coMedicationsHint}
      options={CO_MEDICATION_CODES.map((code) => ({ value: code, label: CO_MEDICATION_LABELS[code] }))}
      chosen={chosen}
      onChange={setChosen}
      pending={save.isPending}
      saveLabel={m.coMedicationsSave}
      onSave={() =>
        send({ patientId, coMedications: CO_MEDICATION_CODES.filter((code) => chosen.includes(code)) })
      }
    />
  );
}

type HlaChoice = keyof typeof m.hlaOptions;

function HypersensitivitiesForm({
  patientId,
  saved,
  savedHla,
}: {
  patientId: number;
  saved: string[];
  savedHla: 'positive' | 'negative' | null;
}) {
  const save = useSaveHypersensitivities();
  const { error, send } = useSavedInPlace(save, m.allergiesFailed);
  const [chosen, setChosen] = useState<string[]>(saved);
  const [hla, setHla] = useState<HlaChoice>(savedHla ?? 'unknown');
  return (
    <ChecklistForm
      error={error}
      label={m.allergiesTitle}
      description={m.allergiesHint}
      options={ARV_INGREDIENT_CODES.map((code) => ({ value: code, label: ARV_INGREDIENT_LABELS[code] }))}
      columns={2}
      chosen={chosen}
      onChange={setChosen}
      pending={save.isPending}
      saveLabel={m.allergiesSave}
      onSave={() =>
        send({
          patientId,
          hypersensitivities: ARV_INGREDIENT_CODES.filter((code) => chosen.includes(code)),
          hlaB5701: hla === 'unknown' ? null : hla,
        })
      }
    >
      <Radio.Group label={m.hlaLabel} value={hla} onChange={(value) => setHla(value as HlaChoice)}>
        <Group mt={6}>
          {(Object.keys(m.hlaOptions) as HlaChoice[]).map((key) => (
            <Radio key={key} value={key} label={m.hlaOptions[key]} disabled={save.isPending} />
          ))}
        </Group>
      </Radio.Group>
    </ChecklistForm>
  );
}

/** A list of choices saved whole with one button, the save's failure above it; `children` sit before the button. */
function ChecklistForm({
  error,
  label,
  description,
  options,
  columns = 1,
  chosen,
  onChange,
  pending,
  saveLabel,
  onSave,
  children,
}: {
  error: string | null;
  label: string;
  description: string;
  options: { value: string; label: string }[];
  columns?: 1 | 2;
  chosen: string[];
  onChange: (chosen: string[]) => void;
  pending: boolean;
  saveLabel: string;
  onSave: () => void;
  children?: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <FormAlert>{error}</FormAlert>
      <Checkbox.Group label={label} description={description} value={chosen} onChange={onChange}>
        <SimpleGrid cols={{ base: 1, sm: columns }} spacing={6} mt={6}>
          {options.map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} disabled={pending} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {children}
      <Group justify="flex-end">
        <Button variant="light" onClick={onSave} loading={pending}>
          {saveLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A save of the summary that stays on the page: a toast with the server's message when it is saved, the server's
 * words (or `failed`) above the form when not; an expired session is left to its own routine.
 */
function useSavedInPlace<B>(
  save: {
    mutate: (
      body: B,
      handlers: { onSuccess: (message: string) => void; onError: (failure: unknown) => void },
    ) => void;
  },
  failed: string,
) {
  const { error, clear, failedWith } = useInlineError();
  const send = (body: B) => {
    clear();
    save.mutate(body, { onSuccess: (message) => notifySuccess(message), onError: failedWith(failed) });
  };
  return { error, send };
}
