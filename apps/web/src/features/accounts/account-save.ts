import type { FormErrors } from '@mantine/form';
import { focusFirstInvalid } from '../../lib/forms';
import { notifyError } from '../../lib/notify';
import { useSaveFeedback } from '../../lib/use-save-feedback';
import { KINDS } from './account-kinds';
import { type AccountKind, interpretSaveError } from './account-model';

/**
 * An account form's save and the message on top of the form. A success toasts `saved`, hands the server's answer
 * to `onSaved` and goes back to the list; a failure shows its message on top of the form and in a toast, the
 * server's field errors under their fields, and puts the focus on the first of them.
 */
export function useAccountSave(kind: AccountKind, form: { setErrors: (errors: FormErrors) => void }) {
  const { formError, setFormError, send } = useSaveFeedback(KINDS[kind].afterSave);

  const save = <V, R>(
    mutation: Parameters<typeof send<V, R>>[0],
    body: V,
    {
      saved,
      failed,
      formElement,
      onSaved,
    }: { saved: string; failed: string; formElement: HTMLFormElement | null; onSaved?: (answer: R) => void },
  ) =>
    send(
      mutation,
      body,
      saved,
      (error) => {
        const failure = interpretSaveError(error, failed);
        setFormError(failure.message);
        form.setErrors(failure.fieldErrors);
        notifyError(failure.message);
        focusFirstInvalid(formElement);
      },
      onSaved,
    );

  return { formError, setFormError, save };
}
