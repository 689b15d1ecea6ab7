import '../../../components/form-styles';
import {
  retentionApiMessages,
  TRACING_OUTCOME_LABELS,
  TRACING_OUTCOMES,
  type TracingOutcome,
} from '@clinic/contract';
import { NativeSelect, Text } from '@mantine/core';
import { DateField } from '../../../components/date-field';
import { InlineForm } from '../../../components/inline-form';
import { LongTextField } from '../../../components/long-text-field';
import { type OutcomeValues, useOutcomeForm } from '../../../components/outcome-form';
import { RecordModal } from '../../../components/record-modal';
import { notifySuccess } from '../../../lib/notify';
import { type TracingRow, useRecordTracingOutcome } from '../api/tracing';
import { tracingMessages as m } from '../messages';

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
  const { today, field, frame, send, body } = useOutcomeForm<TracingOutcome>(
    patient.patientId,
    useRecordTracingOutcome(),
    { required: m.outcomeRequired, failed: m.saveFailed },
  );

  const onSubmit = (values: OutcomeValues<TracingOutcome>) => {
    send(body(values), (message) => {
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
      <LongTextField label={m.notes} description={m.notesHint} {...field('notes')} />
    </InlineForm>
  );
}
