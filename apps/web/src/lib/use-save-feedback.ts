import type { FormErrors } from '@mantine/form';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorMessage, isSessionError } from './api-errors';
import { focusFirstInvalid, setServerFieldErrors } from './forms';
import { notifyError, notifySuccess } from './notify';

interface ErrorTarget {
  setErrors: (errors: FormErrors) => void;
  clearErrors: () => void;
}

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

  const saved = (message: string) => () => {
    notifySuccess(message);
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

  return { formRef, formError, setFormError, invalid, saved, failed };
}
