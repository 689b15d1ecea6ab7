import { useForm } from '@mantine/form';
import { focusFirstInvalid } from '../../lib/forms';
import { notifyError } from '../../lib/notify';
import { useSaveFeedback } from '../../lib/use-save-feedback';
import { KINDS } from './account-kinds';
import {
  type AccountFormValues,
  type AccountKind,
  type Built,
  builtErrors,
  interpretSaveError,
} from './account-model';

/**
 * An account form, checked by `build` (the body its save sends, or the contract's messages), its save and the
 * message on top of the form. A success toasts `saved`, hands the server's answer to `onSaved` and goes back to
 * the list; a failure shows its message on top of the form and in a toast, the server's field errors under their
 * fields, and puts the focus on the first of them. `formProps` are what AccountForm takes of it: the form, the
 * account's kind and the message on top.
 */
export function useAccountForm<B>(
  kind: AccountKind,
  initialValues: AccountFormValues,
  build: (values: AccountFormValues) => Built<B>,
) {
  const form = useForm<AccountFormValues>({
    initialValues,
    validate: (values) => builtErrors(build(values)),
  });
  const { formError, setFormError, send } = useSaveFeedback(KINDS[kind].afterSave);

  /** Sends the body of `values`; the form's own check has built it already, so it always builds here. */
  const save = <R>(
    mutation: Parameters<typeof send<B, R>>[0],
    values: AccountFormValues,
    {
      saved,
      failed,
      formElement,
      onSaved,
    }: { saved: string; failed: string; formElement: HTMLFormElement | null; onSaved?: (answer: R) => void },
  ) => {
    const built = build(values);
    if ('errors' in built) return;
    send(
      mutation,
      built.body,
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
  };

  return { form, formProps: { kind, form, formError, setFormError }, save };
}
