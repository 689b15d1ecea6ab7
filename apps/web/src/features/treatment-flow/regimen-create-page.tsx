import '../../components/form-styles';
import {
  type ArvComponentItem,
  DEFAULT_REGIMEN_FREQUENCY,
  MAX_TABLETS_PER_DOSE,
  regimenCreateBody,
} from '@clinic/contract';
import { Fieldset, Group, NativeSelect, NumberInput, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LongTextField } from '../../components/long-text-field';
import { PageError } from '../../components/page-states';
import { paths } from '../../config/paths';
import { zodResolver } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { useCreateRegimen } from './api/create-regimen';
import { useArvComponents } from './api/master-data';
import { FlowForm } from './components/flow-form';
import { BackButton, FlowList, FlowPage, useFlow } from './components/flow-parts';
import { RegimenSafety } from './components/regimen-safety';
import { type FlowIds, flowTarget, resultIds } from './flow-ids';
import { treatmentFlowMessages as m } from './messages';
import {
  type ComponentSlots,
  EMPTY_SLOTS,
  type SlotTablets,
  setSlot,
  slotEnabled,
  slotOptions,
  slotsToBody,
  slotTablets,
  tabletsToBody,
} from './regimen-form-model';
import { useFlowFeedback } from './use-flow-feedback';

/** /regimens/create: a custom regimen, then /treatments/create. */
export function RegimenCreatePage() {
  const { ids } = useFlow();
  const components = useArvComponents();

  const body =
    ids.testResultId === undefined ? (
      <>
        <PageError message={m.noResultInfo} />
        <Group>
          <BackButton />
        </Group>
      </>
    ) : (
      <FlowList query={components} failed={m.componentsLoadError} empty={m.noComponents}>
        {(items) => <RegimenForm components={items} ids={ids} />}
      </FlowList>
    );

  return (
    <FlowPage title={m.customPageTitle} step={1} maw={900}>
      {body}
    </FlowPage>
  );
}

type TextField = 'regimenName' | 'description' | 'suitableFor' | 'sideEffects' | 'usageInstructions';

type RegimenValues = Record<TextField, string> & {
  slots: ComponentSlots;
  tablets: SlotTablets;
  frequency: 1 | 2;
};

const COMPONENT_FIELDS = ['component1Id', 'component2Id', 'component3Id', 'component4Id'] as const;

const toBody = ({ slots, tablets, ...rest }: RegimenValues) => ({
  ...rest,
  ...slotsToBody(slots),
  ...tabletsToBody(slots, tablets),
});
const validateRegimen = zodResolver(regimenCreateBody, toBody);

function RegimenForm({ components, ids }: { components: ArvComponentItem[]; ids: FlowIds }) {
  const { goTo } = useFlow();
  const create = useCreateRegimen();
  const form = useForm<RegimenValues>({
    initialValues: {
      regimenName: '',
      description: '',
      suitableFor: '',
      sideEffects: '',
      usageInstructions: '',
      slots: EMPTY_SLOTS,
      tablets: {},
      frequency: DEFAULT_REGIMEN_FREQUENCY,
    },
    validate: validateRegimen,
  });
  const { frame, setFormError, invalid, send } = useFlowFeedback(
    { label: m.customPageTitle, submitLabel: m.createRegimen, failMessage: m.regimenFailed },
    form,
    create,
  );
  const { slots } = form.values;
  const errors = form.errors;

  const text = (key: TextField) => ({ ...form.getInputProps(key), required: true });

  const componentError =
    errors.component1Id ?? errors.component2Id ?? errors.component3Id ?? errors.component4Id ?? undefined;

  const onSubmit = (values: RegimenValues) => {
    const body = regimenCreateBody.parse(toBody(values));
    send(
      { ...body, ...slotsToBody(values.slots), ...tabletsToBody(values.slots, values.tablets) },
      ({ regimenId, message }) => {
        if (regimenId === null) {
          setFormError(m.regimenFailed);
          return;
        }
        notifySuccess(message || m.regimenCreated);
        goTo(flowTarget(paths.doctor.treatmentCreate, { regimenId, ...resultIds(ids) }));
      },
    );
  };

  return (
    <FlowForm frame={frame} onSubmit={form.onSubmit(onSubmit, invalid)}>
      <TextInput label={m.regimenName} maxLength={200} {...text('regimenName')} />
      <Fieldset legend={m.componentsLegend}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {slots.map((value, index) => {
            const enabled = slotEnabled(slots, index);
            const first = index === 0;
            return (
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                <NativeSelect
                  style={{ flex: 1, minWidth: 0 }}
                  label={m.componentN(index + 1)}
                  required={first}
                  disabled={!enabled}
                  description={!enabled ? m.componentFillPrevious : undefined}
                  value={value === null ? '' : String(value)}
                  error={first ? componentError : undefined}
                  onChange={(e) => {
                    const raw = e.currentTarget.value;
                    form.setFieldValue('slots', setSlot(slots, index, raw ? Number(raw) : null));
                    for (const field of COMPONENT_FIELDS) form.clearFieldError(field);
                  }}
                  data={[
                    { value: '', label: m.componentNone },
                    ...slotOptions(components, slots, index).map((c) => ({
                      value: String(c.componentId),
                      label: c.componentName,
                    })),
                  ]}
                />
                <NumberInput
                  w={120}
                  label={m.tabletsLabel}
                  disabled={value === null}
                  min={0.5}
                  max={MAX_TABLETS_PER_DOSE}
                  step={0.5}
                  decimalScale={1}
                  decimalSeparator=","
                  clampBehavior="strict"
                  value={value === null ? 1 : (form.values.tablets[value] ?? 1)}
                  error={
                    first
                      ? (errors.component1Tablets ??
                        errors.component2Tablets ??
                        errors.component3Tablets ??
                        errors.component4Tablets)
                      : undefined
                  }
                  onChange={(n) => {
                    if (value === null) return;
                    form.setFieldValue('tablets', {
                      ...form.values.tablets,
                      [value]: typeof n === 'number' ? n : 1,
                    });
                  }}
                />
              </Group>
            );
          })}
        </SimpleGrid>
      </Fieldset>
      <RegimenSafety
        patientId={ids.patientId}
        dose={{
          componentIds: slots.filter((id): id is number => id !== null),
          componentTablets: slotTablets(slots, form.values.tablets),
          frequencyPerDay: form.values.frequency,
        }}
      />
      <Radio.Group
        label={m.frequencyLabel}
        required
        value={String(form.values.frequency)}
        error={errors.frequency}
        onChange={(v) => form.setFieldValue('frequency', v === '1' ? 1 : 2)}
      >
        <Group mt={6}>
          <Radio value="1" label={m.frequencyOption(1)} />
          <Radio value="2" label={m.frequencyOption(2)} />
        </Group>
      </Radio.Group>
      <LongTextField label={m.description} {...text('description')} />
      <LongTextField label={m.suitableFor} {...text('suitableFor')} />
      <LongTextField label={m.sideEffects} {...text('sideEffects')} />
      <LongTextField label={m.usageInstructions} {...text('usageInstructions')} />
    </FlowForm>
  );
}
