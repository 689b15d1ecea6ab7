import { Alert, Button, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import { LongTextField } from '../../../components/long-text-field';
import { treatmentFlowMessages as m } from '../messages';
import type { FlowFrame } from '../use-flow-feedback';
import { BackButton } from './flow-parts';

/** The message on top of a flow form after a failed submit. */
function FormErrorAlert({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" title={m.errorTitle} role="alert">
      {error}
    </Alert>
  );
}

/** The last row of a flow form: back on the left, submit on the right. */
function FormFooter({ submitLabel, loading }: { submitLabel: string; loading: boolean }) {
  return (
    <Group justify="space-between">
      <BackButton />
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/**
 * A create form of the flow, named by its page title: `notice` first, the failed submit's message, the fields,
 * then back and submit.
 */
export function FlowForm({
  frame,
  onSubmit,
  notice,
  children,
}: {
  frame: FlowFrame;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form ref={frame.formRef} onSubmit={onSubmit} noValidate aria-label={frame.label}>
      <Stack gap="md">
        {notice}
        <FormErrorAlert error={frame.formError} />
        {children}
        <FormFooter submitLabel={frame.submitLabel} loading={frame.pending} />
      </Stack>
    </form>
  );
}

/** The optional free-text notes of a flow form, its `notes` value. */
export function NotesField({
  label,
  form,
}: {
  label: string;
  form: Pick<UseFormReturnType<{ notes: string }>, 'values' | 'errors' | 'setFieldValue'>;
}) {
  return (
    <LongTextField
      label={label}
      description={m.notesOptional}
      minRows={3}
      value={form.values.notes}
      error={form.errors.notes}
      onChange={(e) => form.setFieldValue('notes', e.currentTarget.value)}
    />
  );
}
