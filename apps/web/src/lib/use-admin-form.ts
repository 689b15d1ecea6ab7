import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorMessage, isSessionError } from './api-errors';
import { type FieldErrors, focusFirstInvalid, serverFieldErrors, withoutField } from './forms';
import { notifyError, notifySuccess } from './notify';

/**
 * The state and steps of an administration create/update form, so each page keeps only its fields and its
 * parse-then-mutate call: values, field errors (cleared on edit), the form's error, a success toast followed
 * by the way back to the list, and the default failure handling (server message, field errors, focus).
 */
export function useAdminForm<V extends object>(
  initial: V | (() => V),
  listPath: string,
  { replace = false }: { replace?: boolean } = {},
) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((err) => withoutField(err, field));
  };

  /** Start of every submit: no browser validation, and the previous failure is forgotten. */
  const begin = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
  };

  /** Client-side validation failed: show the messages and move to the first field to fix. */
  const invalid = (found: FieldErrors) => {
    setErrors(found);
    focusFirstInvalid(formRef.current);
  };

  const saved = (message: string) => () => {
    notifySuccess(message);
    void navigate(listPath, replace ? { replace: true } : undefined);
  };

  /** A 401 is left to the expired-session routine; anything else shows the server's words in place. */
  const failed = (fallback: string) => (error: unknown) => {
    if (isSessionError(error)) return;
    const message = apiErrorMessage(error, fallback);
    setErrors(serverFieldErrors(error));
    setFormError(message);
    notifyError(message);
    focusFirstInvalid(formRef.current);
  };

  return {
    formRef,
    values,
    setValues,
    errors,
    setErrors,
    formError,
    setFormError,
    set,
    begin,
    invalid,
    saved,
    failed,
  };
}
