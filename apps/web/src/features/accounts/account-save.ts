import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { focusFirstInvalid } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useNavigate } from '../../lib/router';
import { KINDS } from './account-kinds';
import { type AccountKind, interpretSaveError } from './account-model';

interface Mutation<V, R> {
  mutate: (body: V, options: { onSuccess: (answer: R) => void; onError: (error: unknown) => void }) => void;
}

/**
 * An account form's save and the message on top of the form. A success toasts `saved`, hands the server's answer
 * to `onSaved` and goes back to the list; a failure shows its message on top of the form and in a toast, the
 * server's field errors under their fields, and puts the focus on the first of them.
 */
export function useAccountSave(kind: AccountKind, form: { setErrors: (errors: FormErrors) => void }) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);

  const save = <V, R>(
    mutation: Mutation<V, R>,
    body: V,
    {
      saved,
      failed,
      formElement,
      onSaved,
    }: { saved: string; failed: string; formElement: HTMLFormElement | null; onSaved?: (answer: R) => void },
  ) =>
    mutation.mutate(body, {
      onSuccess: (answer) => {
        notifySuccess(saved);
        onSaved?.(answer);
        navigate(KINDS[kind].afterSave);
      },
      onError: (error) => {
        const failure = interpretSaveError(error, failed);
        setFormError(failure.message);
        form.setErrors(failure.fieldErrors);
        notifyError(failure.message);
        focusFirstInvalid(formElement);
      },
    });

  return { formError, setFormError, save };
}
