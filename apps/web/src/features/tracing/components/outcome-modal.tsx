import '../../../components/form-styles';
import {
  retentionApiMessages,
  TRACING_OUTCOME_LABELS,
  TRACING_OUTCOMES,
  type TracingOutcome,
  tracingOutcomeBody,
} from '@clinic/contract';
import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { apiErrorMessage, isSessionError } from '../../../lib/api-errors';
import { clinicToday } from '../../../lib/clinic-time';
import { fieldsWhile, focusFirstInvalid, setServerFieldErrors, zodResolver } from '../../../lib/forms';
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
    <Modal
      opened={patient !== null}
      onClose={onClose}
      title={m.modalTitle}
      centered
      closeButtonProps={{ 'aria-label': m.close }}
    >
      {patient && <OutcomeForm key={patient.patientId} patient={patient} onDone={onClose} />}
    </Modal>
  );
}

function OutcomeForm({ patient, onDone }: { patient: TracingRow; onDone: () => void }) {
  const record = useRecordTracingOutcome();
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
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

  const onSubmit = (values: OutcomeValues) => {
    setFormError(null);
    record.mutate(tracingOutcomeBody.parse(toBody(values)), {
      onSuccess: (message) => {
        notifySuccess(message || retentionApiMessages.tracingOutcomeRecorded);
        onDone();
      },
      onError: (error) => {
        if (isSessionError(error)) return;
        // A message that names a field goes under it; anything else (a 404, a lost connection) on top.
        if (!setServerFieldErrors(form, error, FIELDS)) setFormError(apiErrorMessage(error, m.saveFailed));
        focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(onSubmit, () => focusFirstInvalid(formRef.current))}
    >
      <Stack gap="sm">
        <Text fw={600}>{m.modalPatient(patient.fullName)}</Text>
        <FormAlert>{formError}</FormAlert>
        <TextInput type="date" label={m.date} required max={today} data-autofocus {...field('date')} />
        <NativeSelect label={m.outcome} required data={OUTCOME_OPTIONS} {...field('outcome')} />
        <Textarea
          label={m.notes}
          description={m.notesHint}
          autosize
          minRows={2}
          maxLength={2000}
          {...field('notes')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={record.isPending}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={record.isPending}>
            {m.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
