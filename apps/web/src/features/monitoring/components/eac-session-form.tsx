import '../../../components/form-styles';
import { eacSessionCreateBody, monitoringMessages } from '@clinic/contract';
import { Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { apiErrorMessage, isSessionError } from '../../../lib/api-errors';
import { clinicToday } from '../../../lib/clinic-time';
import { fieldsWhile, focusFirstInvalid, setServerFieldErrors, zodResolver } from '../../../lib/forms';
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
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const toBody = (values: EacValues) => ({ patientId, ...values });
  const form = useForm<EacValues>({
    initialValues: { sessionDate: clinicToday(), notes: '' },
    validate: zodResolver(eacSessionCreateBody, toBody),
  });
  const field = fieldsWhile(form, record.isPending);

  const onSubmit = (values: EacValues) => {
    setFormError(null);
    record.mutate(eacSessionCreateBody.parse(toBody(values)), {
      onSuccess: () => {
        notifySuccess(monitoringMessages.eacRecorded);
        form.reset();
      },
      onError: (error) => {
        if (isSessionError(error)) return;
        // A message that names a field goes under it; anything else on top of the form.
        if (!setServerFieldErrors(form, error, FIELDS)) setFormError(apiErrorMessage(error, m.eacFailed));
        focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="eac-form-title"
      onSubmit={form.onSubmit(onSubmit, () => focusFirstInvalid(formRef.current))}
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id="eac-form-title">
          {m.eacFormTitle}
        </Title>
        <FormAlert>{formError}</FormAlert>
        <TextInput type="date" label={m.eacDate} required max={clinicToday()} {...field('sessionDate')} />
        <Textarea label={m.eacNotes} autosize minRows={2} maxLength={2000} {...field('notes')} />
        <Group justify="flex-end">
          <Button type="submit" loading={record.isPending}>
            {m.eacSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
