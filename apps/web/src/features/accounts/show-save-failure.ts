import type { FormErrors } from '@mantine/form';
import { focusFirstInvalid } from '../../lib/forms';
import { notifyError } from '../../lib/notify';
import { interpretSaveError } from './account-model';

/**
 * A failed create or update of an account: the message on top of the form and in a toast, the server's field
 * errors under their fields, and the focus on the first of them.
 */
export function showSaveFailure(
  error: unknown,
  fallback: string,
  form: { setErrors: (errors: FormErrors) => void },
  setFormError: (message: string) => void,
  formElement: HTMLFormElement | null,
) {
  const failure = interpretSaveError(error, fallback);
  setFormError(failure.message);
  form.setErrors(failure.fieldErrors);
  notifyError(failure.message);
  focusFirstInvalid(formElement);
}
