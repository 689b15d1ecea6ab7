import '../../../components/form-styles';
import {
  retentionApiMessages,
  TRACING_OUTCOME_LABELS,
  TRACING_OUTCOMES,
  type TracingOutcome,
  tracingOutcomeBody,
} from '@clinic/contract';
import { NativeSelect, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DateField } from '../../../components/date-field';
import { InlineForm, useInlineForm } from '../../../components/inline-form';
import { RecordModal } from '../../../components/record-modal';
import { clinicToday } from '../../../lib/clinic-time';
import { fieldsWhile, zodResolver } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { type TracingRow, useRecordTracingOutcome } from '../api/tracing';
import { tracingMessages as m } from '../messages';

const FIELDS = ['date', 'outcome', 'notes'] as const;

interface OutcomeValues {
  date: string;
  outcome: TracingOutcome | '';
  notes: string;
}

const OUTCOME_OPTIONS = [
  { value: '', label: m.outcomePlaceholder, disabled: true },
  ...TRACING_OUTCOMES.map((value) => ({ value, label: TRACING_OUTCOME_LABELS[value] })),
];

/** What came of contacting one patient of the tracing list; closed while `patient` is null. */
export function OutcomeModal({ patient, onClose }: { patient: TracingRow | null; onClose: () => void }) {
  return (
    <RecordModal record={patient} onClose={onClose} title={m.modalTitle} closeLabel={m.close}>
      {(p) => <OutcomeForm key={p.patientId} patient={p} onDone={onClose} />}
    </RecordModal>
  );
}

function OutcomeForm({ patient, onDone }: { patient: TracingRow; onDone: () => void }) {
  const record = useRecordTracingOutcome();
  const today = clinicToday();
  const toBody = (values: OutcomeValues) => ({
    patientId: patient.patientId,
    ...values,
    outcome: values.outcome || undefined,
  });
  const schemaErrors = zodResolver(tracingOutcomeBody, toBody);
  const form = useForm<OutcomeValues>({
    initialValues: { date: today, outcome: '', notes: '' },
    validate: (values) => {
      const errors = schemaErrors(values);
      // The contract's enum message reads as a wrong value; a select left on its prompt was simply not chosen.
      if (!values.outcome) errors.outcome = m.outcomeRequired;
      // The server refuses the future by the clinic's calendar; saying so here spares the round trip.
      if (!errors.date && values.date > today) errors.date = retentionApiMessages.tracingDateInFuture;
      return errors;
    },
  });
  const field = fieldsWhile(form, record.isPending);
  // A message that names no field (a 404, a lost connection) goes on top of the form.
  const { send, frame } = useInlineForm(form, record, FIELDS, m.saveFailed);

  const onSubmit = (values: OutcomeValues) => {
    send(tracingOutcomeBody.parse(toBody(values)), (message) => {
      notifySuccess(message || retentionApiMessages.tracingOutcomeRecorded);
      onDone();
    });
  };

  return (
    <InlineForm
      {...frame(onSubmit)}
      heading={<Text fw={600}>{m.modalPatient(patient.fullName)}</Text>}
      submitLabel={m.save}
      onCancel={onDone}
    >
      <DateField label={m.date} required max={today} data-autofocus {...field('date')} />
      <NativeSelect label={m.outcome} required data={OUTCOME_OPTIONS} {...field('outcome')} />
      <Textarea
        label={m.notes}
        description={m.notesHint}
        autosize
        minRows={2}
        maxLength={2000}
        {...field('notes')}
      />
    </InlineForm>
  );
}
