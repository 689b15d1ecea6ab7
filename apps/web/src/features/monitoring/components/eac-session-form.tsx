import '../../../components/form-styles';
import { eacSessionCreateBody, monitoringMessages } from '@clinic/contract';
import { Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DateField } from '../../../components/date-field';
import { InlineForm, useInlineForm } from '../../../components/inline-form';
import { clinicToday } from '../../../lib/clinic-time';
import { fieldsWhile, zodResolver } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/notify';
import { useRecordEacSession } from '../api/clinical';
import { monitoringPageMessages as m } from '../messages';

const FIELDS = ['sessionDate', 'notes'] as const;

interface EacValues {
  sessionDate: string;
  notes: string;
}

/** Records one enhanced adherence counselling session of the patient; the summary then counts it. */
export function EacSessionForm({ patientId }: { patientId: number }) {
  const record = useRecordEacSession();
  const toBody = (values: EacValues) => ({ patientId, ...values });
  const form = useForm<EacValues>({
    initialValues: { sessionDate: clinicToday(), notes: '' },
    validate: zodResolver(eacSessionCreateBody, toBody),
  });
  const field = fieldsWhile(form, record.isPending);
  const { send, frame } = useInlineForm(form, record, FIELDS, m.eacFailed);

  const onSubmit = (values: EacValues) => {
    send(eacSessionCreateBody.parse(toBody(values)), () => {
      notifySuccess(monitoringMessages.eacRecorded);
      form.reset();
    });
  };

  return (
    <InlineForm {...frame(onSubmit)} title={m.eacFormTitle} submitLabel={m.eacSubmit}>
      <DateField label={m.eacDate} required max={clinicToday()} {...field('sessionDate')} />
      <Textarea label={m.eacNotes} autosize minRows={2} maxLength={2000} {...field('notes')} />
    </InlineForm>
  );
}
