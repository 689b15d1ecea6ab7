import '../../../components/form-styles';
import {
  DAYS_DISPENSED_OPTIONS,
  formatDateVi,
  type RefillCreated,
  refillCreateBody,
  type TreatmentItem,
} from '@clinic/contract';
import { Button, Group, Loader, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { DateField } from '../../../components/date-field';
import { InlineForm, useInlineForm } from '../../../components/inline-form';
import { clinicToday } from '../../../lib/clinic-time';
import { fieldsWhile, zodResolver } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useOwnTreatment, useRecordRefill } from '../api/supply';
import { monitoringPageMessages as m } from '../messages';

const FIELDS = ['dispenseDate', 'daysDispensed'] as const;

interface RefillValues {
  dispenseDate: string;
  daysDispensed: string;
}

/** The current treatment's supply and, for its own doctor, the form recording the next dispense. */
export function SupplyPanel({ treatmentId }: { treatmentId: number }) {
  const treatment = useOwnTreatment(treatmentId);
  if (treatment.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{m.loading}</Text>
      </Group>
    );
  }
  if (treatment.isError) {
    return (
      <Stack gap={6} align="flex-start" role="alert">
        <Text size="sm" c="red.9">
          {m.supplyLoadFailed}
        </Text>
        <Button size="compact-sm" variant="outline" color="red.9" onClick={() => void treatment.refetch()}>
          {m.retry}
        </Button>
      </Stack>
    );
  }
  if (!treatment.data) return <Text size="sm">{m.supplyNotOwn}</Text>;
  return <Supply treatment={treatment.data} />;
}

function Supply({ treatment }: { treatment: TreatmentItem }) {
  const today = clinicToday();
  const due = treatment.refillDueDate.slice(0, 10) <= today;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <div>
          <Text size="sm" c="dimmed">
            {m.supplyDays}
          </Text>
          <Text fw={600}>{m.daysValue(treatment.daysDispensed)}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {m.supplyRefillDue}
          </Text>
          <Text fw={600} c={due ? 'orange.9' : undefined}>
            {formatDateVi(treatment.refillDueDate)}
            {due && ` · ${m.supplyDueNow}`}
          </Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {m.supplyRunOut}
          </Text>
          <Text fw={600}>{formatDateVi(treatment.runOutDate)}</Text>
        </div>
      </SimpleGrid>
      <RefillForm treatment={treatment} />
    </Stack>
  );
}

function RefillForm({ treatment }: { treatment: TreatmentItem }) {
  const refill = useRecordRefill();
  const [recorded, setRecorded] = useState<RefillCreated | null>(null);
  const today = clinicToday();
  const toBody = (values: RefillValues) => ({ treatmentId: treatment.treatmentId, ...values });
  const initialDays =
    DAYS_DISPENSED_OPTIONS.find((d) => d === treatment.daysDispensed) ?? DAYS_DISPENSED_OPTIONS[0];
  const form = useForm<RefillValues>({
    initialValues: { dispenseDate: today, daysDispensed: String(initialDays) },
    validate: zodResolver(refillCreateBody, toBody),
  });
  const field = fieldsWhile(form, refill.isPending);
  const { send, frame } = useInlineForm(form, refill, FIELDS, m.refillFailed);

  const onSubmit = (values: RefillValues) => {
    setRecorded(null);
    send(refillCreateBody.parse(toBody(values)), ({ supply, message }) => {
      notifySuccess(message || m.refillRecorded);
      setRecorded(supply);
      form.setFieldValue('dispenseDate', clinicToday());
    });
  };

  return (
    <InlineForm {...frame(onSubmit)} title={m.refillFormTitle} submitLabel={m.refillSubmit}>
      {recorded && (
        <Text size="sm" c="teal.9" role="status">
          {m.refillNewDates(formatDateVi(recorded.refillDueDate), formatDateVi(recorded.runOutDate))}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateField label={m.refillDate} required max={today} {...field('dispenseDate')} />
        <NativeSelect
          label={m.supplyDays}
          required
          data={DAYS_DISPENSED_OPTIONS.map((d) => ({ value: String(d), label: m.daysValue(d) }))}
          {...field('daysDispensed')}
        />
      </SimpleGrid>
    </InlineForm>
  );
}
