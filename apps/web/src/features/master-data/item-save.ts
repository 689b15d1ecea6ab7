import type { FormErrors } from '@mantine/form';
import { focusFirstInvalid, setServerFieldErrors } from '../../lib/forms';
import { notifyError } from '../../lib/notify';
import { useSaveFeedback } from '../../lib/use-save-feedback';
import { saveErrorMessage } from './master-data-model';
import { masterDataMessages as m } from './messages';

/**
 * The component and test type forms' save: a success goes back to `listPath` in place of the form in the history;
 * a failure shows field errors under the inputs named in `fields` with a generic toast, or the server's message
 * on top of the form.
 */
export function useItemSave(
  listPath: string,
  form: { setErrors: (errors: FormErrors) => void },
  fields: readonly string[],
) {
  const { formRef, setFormError, frame, send } = useSaveFeedback(listPath, { replace: true });

  const failed = (fallback: string) => (error: unknown) => {
    if (setServerFieldErrors(form, error, fields)) {
      setFormError(null);
      notifyError(m.invalidInput);
      focusFirstInvalid(formRef.current);
      return;
    }
    const message = saveErrorMessage(error, fallback);
    setFormError(message);
    notifyError(message);
  };

  /** Sends `body` through `mutation`: `success` toasts once saved, `fallback` is the failure's default words. */
  const save = <V, R>(
    mutation: Parameters<typeof send<V, R>>[0],
    body: V,
    success: string,
    fallback: string,
  ) => send(mutation, body, success, failed(fallback));

  return { frame, save };
}
