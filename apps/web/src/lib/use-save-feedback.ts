import type { FormErrors } from '@mantine/form';
import { type FormEvent, useRef, useState } from 'react';
import { apiErrorMessage, isSessionError } from './api-errors';
import { focusFirstInvalid, setServerFieldErrors } from './forms';
import { notifyError, notifySuccess } from './notify';
import { useNavigate } from './router';

interface ErrorTarget {
  setErrors: (errors: FormErrors) => void;
  clearErrors: () => void;
}

interface SaveMutation<V, R> {
  mutate: (
    variables: V,
    options: { onSuccess: (answer: R) => void; onError: (error: Error) => void },
  ) => void;
}

type SubmitOf<T> = (
  handle: (values: T) => void,
  invalid: () => void,
) => (event?: FormEvent<HTMLFormElement>) => void;

/**
 * What an administration form shows around its fields (the fields themselves live in `useForm`): the form's
 * message on top, a success toast followed by the way back to the list, and the default failure handling.
 */
export function useSaveFeedback(listPath: string, { replace = false }: { replace?: boolean } = {}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);

  /** Client-side validation failed: the previous failure is forgotten, the first field to fix gets the focus. */
  const invalid = () => {
    setFormError(null);
    focusFirstInvalid(formRef.current);
  };

  /** A success toasts `message`, hands the server's answer to `onSaved`, then goes back to the list. */
  const saved =
    <R>(message: string, onSaved?: (answer: R) => void) =>
    (answer: R) => {
      notifySuccess(message);
      onSaved?.(answer);
      void navigate(listPath, replace ? { replace: true } : undefined);
    };

  /** A 401 is left to the expired-session routine; anything else shows the server's words in place. */
  const failed = (form: ErrorTarget, fallback: string) => (error: unknown) => {
    if (isSessionError(error)) return;
    const message = apiErrorMessage(error, fallback);
    if (!setServerFieldErrors(form, error)) form.clearErrors();
    setFormError(message);
    notifyError(message);
    focusFirstInvalid(formRef.current);
  };

  /** Sends the save: the previous failure is forgotten, a success goes through `saved`. */
  const send = <V, R>(
    mutation: SaveMutation<V, R>,
    variables: V,
    success: string,
    onError: (error: unknown) => void,
    onSaved?: (answer: R) => void,
  ) => {
    setFormError(null);
    mutation.mutate(variables, { onSuccess: saved(success, onSaved), onError });
  };

  /** What FormFrame needs of this feedback: the form element, its message, and the submit through validation. */
  const frame = <T>(form: { onSubmit: SubmitOf<T> }, onSubmit: (values: T) => void) => ({
    formRef,
    formError,
    onSubmit: form.onSubmit(onSubmit, invalid),
  });

  return { formRef, formError, setFormError, invalid, saved, failed, send, frame };
}
