import './form-styles';
import { type EacSessionCreateBody, eacSessionCreateBody } from '@clinic/contract';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { clinicToday } from '../lib/clinic-time';
import { fieldsWhile, zodResolver } from '../lib/forms';
import { DateField } from './date-field';
import { InlineForm, type InlineSave, useInlineForm } from './inline-form';
import { LongTextField } from './long-text-field';

const FIELDS = ['sessionDate', 'notes'] as const;

interface EacValues {
  sessionDate: string;
  notes: string;
}

/** The form's texts, from the feature that shows it. */
export interface EacSessionTexts {
  title: string;
  date: string;
  notes: string;
  submit: string;
  failed: string;
}

/**
 * One enhanced adherence counselling session of the patient, dated today unless changed; once `record` has saved
 * it, `onRecorded` hears of it with the server's message and the form empties. `children` stand above the fields.
 */
export function EacSessionForm({
  patientId,
  record,
  texts,
  onRecorded,
  children,
}: {
  patientId: number;
  record: InlineSave<EacSessionCreateBody, string>;
  texts: EacSessionTexts;
  onRecorded: (body: EacSessionCreateBody, message: string) => void;
  children?: ReactNode;
}) {
  const toBody = (values: EacValues) => ({ patientId, ...values });
  const form = useForm<EacValues>({
    initialValues: { sessionDate: clinicToday(), notes: '' },
    validate: zodResolver(eacSessionCreateBody, toBody),
  });
  const field = fieldsWhile(form, record.isPending);
  const { send, frame } = useInlineForm(form, record, FIELDS, texts.failed);

  const onSubmit = (values: EacValues) => {
    const body = eacSessionCreateBody.parse(toBody(values));
    send(body, (message) => {
      onRecorded(body, message);
      form.reset();
    });
  };

  return (
    <InlineForm {...frame(onSubmit)} title={texts.title} submitLabel={texts.submit}>
      {children}
      <DateField label={texts.date} required max={clinicToday()} {...field('sessionDate')} />
      <LongTextField label={texts.notes} {...field('notes')} />
    </InlineForm>
  );
}
