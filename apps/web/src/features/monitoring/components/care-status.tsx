import '../../../components/form-styles';
import {
  breastfeedingBody,
  type ClinicalSummaryItem,
  formatDateVi,
  monitoringMessages,
  transferInBody,
} from '@clinic/contract';
import { Button, Checkbox, Divider, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { confirmDelete } from '../../../components/confirm-delete';
import { DateField } from '../../../components/date-field';
import { InlineForm, useInlineForm } from '../../../components/inline-form';
import { PlainList } from '../../../components/plain-list';
import { clinicToday } from '../../../lib/clinic-time';
import { fieldsWhile, zodResolver } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useSaveBreastfeeding, useSaveTransferIn } from '../api/clinical';
import { monitoringPageMessages as m } from '../messages';
import { FinalOutcomeForm } from './final-outcome-form';

/**
 * Where the patient's care stands beside the results: K=K, the ARV supply, a transfer in, breastfeeding and a final
 * outcome, with the forms that record the last three. Each write refreshes the summary (its topics are read by it).
 */
export function CareStatus({ summary }: { summary: ClinicalSummaryItem }) {
  const { transferIn, finalOutcome } = summary;
  return (
    <Stack gap="md">
      <PlainList gap={4}>
        <Text component="li" size="sm" fw={600}>
          {summary.durablySuppressed ? m.kekYes : m.kekNo}
        </Text>
        <Text component="li" size="sm">
          {summary.arvRunOutDate ? m.arvRunOut(formatDateVi(summary.arvRunOutDate)) : m.noArvRunOut}
        </Text>
        <Text component="li" size="sm">
          {transferIn
            ? m.transferredIn(formatDateVi(transferIn.date), transferIn.fromClinic)
            : m.noTransferIn}
        </Text>
        <Text component="li" size="sm">
          {summary.isBreastfeeding && summary.breastfeedingRecordedOn
            ? m.breastfeedingSince(formatDateVi(summary.breastfeedingRecordedOn))
            : m.notBreastfeeding}
        </Text>
        {finalOutcome ? (
          <li>
            <Text size="sm" fw={600} c="red.9">
              {m.finalOutcomeOn(m.finalOutcomeLabels[finalOutcome.outcome], formatDateVi(finalOutcome.date))}
            </Text>
            <Text size="sm">{m.finalOutcomeEffect}</Text>
          </li>
        ) : (
          <Text component="li" size="sm">
            {m.noFinalOutcome}
          </Text>
        )}
      </PlainList>
      <Divider />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <BreastfeedingForm summary={summary} />
        <TransferInForm summary={summary} />
      </SimpleGrid>
      <Divider />
      <FinalOutcomeForm patientId={summary.patientId} fullName={summary.fullName} />
    </Stack>
  );
}

interface BreastfeedingValues {
  isBreastfeeding: boolean;
  recordedOn: string;
}

function BreastfeedingForm({ summary }: { summary: ClinicalSummaryItem }) {
  const save = useSaveBreastfeeding();
  const today = clinicToday();
  const toBody = (values: BreastfeedingValues) => ({
    patientId: summary.patientId,
    isBreastfeeding: values.isBreastfeeding,
    recordedOn: values.isBreastfeeding ? values.recordedOn : null,
  });
  const schemaErrors = zodResolver(breastfeedingBody, toBody);
  const form = useForm<BreastfeedingValues>({
    initialValues: {
      isBreastfeeding: summary.isBreastfeeding ?? false,
      recordedOn: summary.breastfeedingRecordedOn ?? today,
    },
    validate: (values) => {
      const errors = schemaErrors(values);
      // The server refuses the future by the clinic's calendar; saying so here spares the round trip.
      if (values.isBreastfeeding && !errors.recordedOn && values.recordedOn > today)
        errors.recordedOn = monitoringMessages.breastfeedingDateInFuture;
      return errors;
    },
  });
  const field = fieldsWhile(form, save.isPending);
  const { send, frame } = useInlineForm(form, save, ['isBreastfeeding', 'recordedOn'], m.breastfeedingFailed);

  const onSubmit = (values: BreastfeedingValues) =>
    send(breastfeedingBody.parse(toBody(values)), (message) => notifySuccess(message));

  return (
    <InlineForm {...frame(onSubmit)} title={m.breastfeedingTitle} submitLabel={m.breastfeedingSubmit}>
      <Checkbox
        label={m.breastfeedingLabel}
        description={m.breastfeedingHint}
        {...field('isBreastfeeding', { type: 'checkbox' })}
      />
      {form.values.isBreastfeeding && (
        <DateField label={m.breastfeedingDate} required max={today} {...field('recordedOn')} />
      )}
    </InlineForm>
  );
}

interface TransferInValues {
  date: string;
  fromClinic: string;
}

function TransferInForm({ summary }: { summary: ClinicalSummaryItem }) {
  const save = useSaveTransferIn();
  const [removing, setRemoving] = useState(false);
  const today = clinicToday();
  const saved = summary.transferIn ?? null;
  const toBody = (values: TransferInValues) => ({ patientId: summary.patientId, ...values });
  const schemaErrors = zodResolver(transferInBody, toBody);
  const form = useForm<TransferInValues>({
    initialValues: { date: saved?.date ?? '', fromClinic: saved?.fromClinic ?? '' },
    validate: (values) => {
      const errors = schemaErrors(values);
      if (!errors.date && values.date > today) errors.date = monitoringMessages.transferInDateInFuture;
      return errors;
    },
  });
  const field = fieldsWhile(form, save.isPending);
  const { send, frame } = useInlineForm(form, save, ['date', 'fromClinic'], m.transferInFailed);

  const onSubmit = (values: TransferInValues) => {
    setRemoving(false);
    send(transferInBody.parse(toBody(values)), (message) => notifySuccess(message));
  };

  // Removing counts the patient as starting ART here (TX_NEW) again, so it asks first.
  const remove = (record: { date: string; fromClinic: string }) =>
    confirmDelete({
      title: m.transferInRemove,
      question: m.transferInRemoveQuestion(record.fromClinic, formatDateVi(record.date)),
      detail: m.transferInRemoveDetail,
      onConfirm: () => {
        setRemoving(true);
        send({ patientId: summary.patientId, date: null, fromClinic: null }, (message) => {
          notifySuccess(message);
          form.setValues({ date: '', fromClinic: '' });
        });
      },
    });

  return (
    <InlineForm
      {...frame(onSubmit)}
      title={m.transferInTitle}
      heading={<Text size="sm">{m.transferInHint}</Text>}
      submitLabel={m.transferInSubmit}
    >
      <DateField label={m.transferInDate} required max={today} {...field('date')} />
      <TextInput label={m.transferInClinic} required maxLength={200} {...field('fromClinic')} />
      {saved && (
        <Button
          variant="light"
          color="red"
          onClick={() => remove(saved)}
          loading={save.isPending && removing}
          disabled={save.isPending && !removing}
          style={{ alignSelf: 'flex-start' }}
        >
          {m.transferInRemove}
        </Button>
      )}
    </InlineForm>
  );
}
