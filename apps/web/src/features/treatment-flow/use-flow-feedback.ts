import type { FormErrors } from '@mantine/form';
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { focusFirstInvalid, setServerFieldErrors } from '../../lib/forms';

/**
 * What the three create forms of the flow (result, regimen, treatment) show around their fields: one message on
 * top, and the focus on the first field to fix. The fields and their errors live in each form's `useForm`.
 */
export function useFlowFeedback(failMessage: string) {
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const invalid = () => {
    setFormError(null);
    focusFirstInvalid(formRef.current);
  };

  /** The server's own message when it sent one, else `failMessage`; its field messages go under the fields. */
  const failed =
    (form: { setErrors: (errors: FormErrors) => void; clearErrors: () => void }) => (error: unknown) => {
      if (error instanceof ApiError) {
        setFormError(error.serverMessage ?? error.errors[0] ?? failMessage);
        if (!setServerFieldErrors(form, error)) form.clearErrors();
      } else {
        setFormError(failMessage);
      }
      focusFirstInvalid(formRef.current);
    };

  return { formRef, formError, setFormError, invalid, failed };
}
