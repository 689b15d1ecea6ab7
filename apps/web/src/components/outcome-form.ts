import { retentionApiMessages, type TracingOutcomeBody, tracingOutcomeBody } from '@clinic/contract';
import { useForm } from '@mantine/form';
import { clinicToday } from '../lib/clinic-time';
import { fieldsWhile, zodResolver } from '../lib/forms';
import { type InlineSave, useInlineForm } from './inline-form';

const FIELDS = ['outcome', 'date', 'notes'] as const;

/** The values of an outcome form; the select starts on its prompt (''). */
export interface OutcomeValues<O extends string> {
  outcome: O | '';
  date: string;
  notes: string;
}

/**
 * The form of an outcome of the patient's care as POST /Retention/TracingOutcome takes it, the tracing call's or the
 * end of care's: dated today unless changed. `body` is what a valid form sends, `send` sends it through `record`.
 */
export function useOutcomeForm<O extends string>(
  patientId: number,
  record: InlineSave<TracingOutcomeBody, string>,
  texts: { required: string; failed: string },
) {
  const today = clinicToday();
  const toBody = (values: OutcomeValues<O>) => ({
    patientId,
    ...values,
    outcome: values.outcome || undefined,
  });
  const schemaErrors = zodResolver(tracingOutcomeBody, toBody);
  const form = useForm<OutcomeValues<O>>({
    initialValues: { outcome: '', date: today, notes: '' },
    validate: (values) => {
      const errors = schemaErrors(values);
      // The contract's enum message reads as a wrong value; a select left on its prompt was simply not chosen.
      if (!values.outcome) errors.outcome = texts.required;
      // The server refuses the future by the clinic's calendar; saying so here spares the round trip.
      if (!errors.date && values.date > today) errors.date = retentionApiMessages.tracingDateInFuture;
      return errors;
    },
  });
  // A message that names no field (a 404, a lost connection) goes on top of the form.
  const { send, frame } = useInlineForm(form, record, FIELDS, texts.failed);
  return {
    today,
    form,
    field: fieldsWhile(form, record.isPending),
    frame,
    send,
    body: (values: OutcomeValues<O>) => tracingOutcomeBody.parse(toBody(values)),
  };
}
