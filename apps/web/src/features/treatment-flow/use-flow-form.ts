import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, focusFirstInvalid } from '../../lib/forms';

/**
 * The error handling the three create forms of the flow share (result, regimen, treatment): field errors under the
 * fields, one message on top, and the focus on the first field to fix.
 */
export function useFlowForm(failMessage: string) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const showInvalid = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    focusFirstInvalid(formRef.current);
  };

  /** The server's own message when it sent one, else `failMessage`; its field messages go under the fields. */
  const showServerError = (error: unknown) => {
    if (error instanceof ApiError) {
      setFormError(error.serverMessage ?? error.errors[0] ?? failMessage);
      setErrors(error.fieldMessages());
    } else {
      setFormError(failMessage);
    }
    focusFirstInvalid(formRef.current);
  };

  return { formRef, errors, setErrors, formError, setFormError, showInvalid, showServerError };
}
