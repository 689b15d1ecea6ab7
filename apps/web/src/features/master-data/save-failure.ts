import type { FormErrors } from '@mantine/form';
import { focusFirstInvalid, setServerFieldErrors } from '../../lib/forms';
import { notifyError } from '../../lib/notify';
import { saveErrorMessage } from './master-data-model';
import { masterDataMessages as m } from './messages';

/**
 * The component and test type forms' failure handling: field errors under their inputs with a generic toast,
 * or the server's message on top of the form.
 */
export function showSaveFailure(
  error: unknown,
  fallback: string,
  {
    form,
    fields,
    formRef,
    setFormError,
  }: {
    form: { setErrors: (errors: FormErrors) => void };
    fields: readonly string[];
    formRef: { current: HTMLFormElement | null };
    setFormError: (message: string | null) => void;
  },
): void {
  if (setServerFieldErrors(form, error, fields)) {
    setFormError(null);
    notifyError(m.invalidInput);
    focusFirstInvalid(formRef.current);
    return;
  }
  const message = saveErrorMessage(error, fallback);
  setFormError(message);
  notifyError(message);
}
