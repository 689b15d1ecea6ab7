import './form-styles';
import { Button, type ButtonVariant, Group, type MantineSpacing, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type FormEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { apiErrorMessage, isSessionError } from '../lib/api-errors';
import { focusFirstInvalid, setServerFieldErrors } from '../lib/forms';
import { appMessages } from '../messages';
import { FormAlert } from './form-alert';

/** The save of an inline form: a react-query mutation, of which only these are used. */
export interface InlineSave<B, R> {
  isPending: boolean;
  mutate: (body: B, options: { onSuccess: (answer: R) => void; onError: (error: Error) => void }) => void;
}

/**
 * What a small form inside a page (a panel, a modal) keeps beside its fields: its element, the message on top,
 * the failure of a save and the submit through validation. The page stays where it is after a save, unlike an
 * administration form's (see useSaveFeedback in lib/use-save-feedback.ts).
 */
export function useInlineForm<V, B, R>(
  form: UseFormReturnType<V>,
  save: InlineSave<B, R>,
  fields: readonly string[],
  fallback: string,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);

  /** A 401 is left to the expired-session routine; a message that names a field goes under it, anything else on top. */
  const failed = (error: unknown) => {
    if (isSessionError(error)) return;
    if (!setServerFieldErrors(form, error, fields)) setFormError(apiErrorMessage(error, fallback));
    focusFirstInvalid(formRef.current);
  };

  /** Sends the save; a failure shows through `failed`. */
  const send = (body: B, onSuccess: (answer: R) => void) => save.mutate(body, { onSuccess, onError: failed });

  /** InlineForm's props: a submit that forgets the last failure, or focuses the first field to fix. */
  const frame = (onSubmit: (values: V) => void) => ({
    formRef,
    formError,
    pending: save.isPending,
    onSubmit: form.onSubmit(
      (values) => {
        setFormError(null);
        onSubmit(values);
      },
      () => focusFirstInvalid(formRef.current),
    ),
  });

  return { send, frame };
}

/**
 * The form of useInlineForm: its heading (a `title` that names the form, or any other `heading`), the last
 * failure on top, the fields, then Cancel (where there is somewhere to go back to, as from a modal) and submit.
 */
export function InlineForm({
  formRef,
  formError,
  onSubmit,
  title,
  heading,
  gap = 'sm',
  pending,
  submitLabel,
  submitVariant,
  onCancel,
  children,
  ...name
}: {
  formRef: RefObject<HTMLFormElement | null>;
  formError: string | null;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  title?: string;
  heading?: ReactNode;
  gap?: MantineSpacing;
  pending: boolean;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  onCancel?: () => void;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const titleId = useId();
  const named = title ? { 'aria-labelledby': titleId } : name;
  return (
    <form ref={formRef} noValidate {...named} onSubmit={onSubmit}>
      <Stack gap={gap}>
        {title && (
          <Title order={3} size="h5" id={titleId}>
            {title}
          </Title>
        )}
        {heading}
        <FormAlert>{formError}</FormAlert>
        {children}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {appMessages.cancel}
            </Button>
          )}
          <Button type="submit" variant={submitVariant} loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
