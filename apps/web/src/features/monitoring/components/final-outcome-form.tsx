import '../../../components/form-styles';
import {
  FINAL_OUTCOMES,
  type FinalOutcome,
  formatDateVi,
  retentionApiMessages,
  tracingOutcomeBody,
} from '@clinic/contract';
import { NativeSelect, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { confirmDelete } from '../../../components/confirm-delete';
import { DateField } from '../../../components/date-field';
import { InlineForm, useInlineForm } from '../../../components/inline-form';
import { clinicToday } from '../../../lib/clinic-time';
import { fieldsWhile, zodResolver } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useRecordFinalOutcome } from '../api/clinical';
import { monitoringPageMessages as m } from '../messages';

const FIELDS = ['outcome', 'date', 'notes'] as const;

interface OutcomeValues {
  outcome: FinalOutcome | '';
  date: string;
  notes: string;
}

const OUTCOME_OPTIONS = [
  { value: '', label: m.finalOutcomePlaceholder, disabled: true },
  ...FINAL_OUTCOMES.map((value) => ({ value, label: m.finalOutcomeLabels[value] })),
];

/**
 * Records that the patient's care here ended (died, transferred out, stopped), as the tracing screen records its
 * outcomes. It ends the reminders and takes the patient off the call lists, so it asks first.
 */
export function FinalOutcomeForm({ patientId, fullName }: { patientId: number; fullName: string }) {
  const record = useRecordFinalOutcome();
  const today = clinicToday();
  const toBody = (values: OutcomeValues) => ({
    patientId,
    ...values,
    outcome: values.outcome || undefined,
  });
  const schemaErrors = zodResolver(tracingOutcomeBody, toBody);
  const form = useForm<OutcomeValues>({
    initialValues: { outcome: '', date: today, notes: '' },
    validate: (values) => {
      const errors = schemaErrors(values);
      // The contract's enum message reads as a wrong value; a select left on its prompt was simply not chosen.
      if (!values.outcome) errors.outcome = m.finalOutcomeRequired;
      if (!errors.date && values.date > today) errors.date = retentionApiMessages.tracingDateInFuture;
      return errors;
    },
  });
  const field = fieldsWhile(form, record.isPending);
  const { send, frame } = useInlineForm(form, record, FIELDS, m.finalOutcomeFailed);

  const onSubmit = (values: OutcomeValues) => {
    const body = tracingOutcomeBody.parse(toBody(values));
    confirmDelete({
      title: m.finalOutcomeConfirmTitle,
      question: m.finalOutcomeConfirmQuestion(
        m.finalOutcomeLabels[values.outcome as FinalOutcome],
        formatDateVi(values.date),
        fullName,
      ),
      detail: m.finalOutcomeConfirmDetail,
      confirmLabel: m.finalOutcomeConfirm,
      onConfirm: () =>
        // The server's message speaks of a tracing call; this form records the end of care.
        send(body, () => {
          notifySuccess(m.finalOutcomeRecorded);
          form.reset();
        }),
    });
  };

  return (
    <InlineForm
      {...frame(onSubmit)}
      title={m.finalOutcomeTitle}
      heading={<Text size="sm">{m.finalOutcomeHint}</Text>}
      submitLabel={m.finalOutcomeSubmit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect label={m.finalOutcomeLabel} required data={OUTCOME_OPTIONS} {...field('outcome')} />
        <DateField label={m.finalOutcomeDate} required max={today} {...field('date')} />
      </SimpleGrid>
      <Textarea label={m.finalOutcomeNotes} autosize minRows={2} maxLength={2000} {...field('notes')} />
    </InlineForm>
  );
}
