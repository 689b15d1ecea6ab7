import { focusFirstInvalid } from '../../lib/forms';
import { notifyError } from '../../lib/notify';
import { useAdminForm } from '../../lib/use-admin-form';
import { saveErrorMessage, serverFieldErrors } from './master-data-model';
import { masterDataMessages as m } from './messages';

/**
 * The component and test type forms: the shared admin form state, back to the list replacing the form in the
 * history (spec 2), and spec 8's failure handling: field errors under their inputs with a generic toast, or the
 * server's message on top of the form.
 */
export function useMasterDataForm<V extends object, F extends keyof V & string>(
  initial: V,
  listPath: string,
  fields: readonly F[],
) {
  const form = useAdminForm<V>(initial, listPath, { replace: true });
  const { formRef, setErrors, setFormError } = form;

  const failed = (fallback: string) => (error: unknown) => {
    const found = serverFieldErrors(error, fields);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError(null);
      notifyError(m.invalidInput);
      focusFirstInvalid(formRef.current);
      return;
    }
    const message = saveErrorMessage(error, fallback);
    setFormError(message);
    notifyError(message);
  };

  return { ...form, failed };
}
