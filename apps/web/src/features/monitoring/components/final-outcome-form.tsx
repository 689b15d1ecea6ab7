import '../../../components/form-styles';
import { FINAL_OUTCOMES, type FinalOutcome, formatDateVi } from '@clinic/contract';
import { NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { confirmDelete } from '../../../components/confirm-delete';
import { DateField } from '../../../components/date-field';
import { InlineForm } from '../../../components/inline-form';
import { LongTextField } from '../../../components/long-text-field';
import { type OutcomeValues, useOutcomeForm } from '../../../components/outcome-form';
import { notifySuccess } from '../../../lib/notify';
import { useRecordFinalOutcome } from '../api/clinical';
import { monitoringPageMessages as m } from '../messages';

const OUTCOME_OPTIONS = [
  { value: '', label: m.finalOutcomePlaceholder, disabled: true },
  ...FINAL_OUTCOMES.map((value) => ({ value, label: m.finalOutcomeLabels[value] })),
];

/**
 * Records that the patient's care here ended (died, transferred out, stopped), as the tracing screen records its
 * outcomes. It ends the reminders and takes the patient off the call lists, so it asks first.
 */
export function FinalOutcomeForm({ patientId, fullName }: { patientId: number; fullName: string }) {
  const { today, form, field, frame, send, body } = useOutcomeForm<FinalOutcome>(
    patientId,
    useRecordFinalOutcome(),
    { required: m.finalOutcomeRequired, failed: m.finalOutcomeFailed },
  );

  const onSubmit = (values: OutcomeValues<FinalOutcome>) => {
    const sent = body(values);
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
        send(sent, () => {
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
      <LongTextField label={m.finalOutcomeNotes} {...field('notes')} />
    </InlineForm>
  );
}
