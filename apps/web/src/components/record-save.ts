import type { UseFormReturnType } from '@mantine/form';
import { apiErrorMessage } from '../lib/api-errors';
import { fieldsWhile, focusFirstInvalid, type Parsed, setServerFieldErrors } from '../lib/forms';
import { notifyError } from '../lib/notify';
import { useSaveFeedback } from '../lib/use-save-feedback';
import { appMessages } from '../messages';

/**
 * One way a form saves: the mutation, its body parsed from the values, the toasts of either outcome, and the
 * form's heading and submit button while it saves this way.
 */
export interface RecordSave<T, V> {
  mutation: {
    isPending: boolean;
    mutate: (
      variables: V,
      options: { onSuccess: (answer: unknown) => void; onError: (error: Error) => void },
    ) => void;
  };
  parse: (values: T) => Parsed<V>;
  saved: string;
  failed: string;
  title: string;
  submitLabel: string;
}

export interface RecordSaveOptions {
  /** The list takes the form's place in the history, so that Back does not reopen a form already saved. */
  replace?: boolean;
  /**
   * The inputs a failure's field errors may name, whatever the case the server spells them in: those show under
   * their inputs with the generic toast and nothing on top. Without it, a failure is useSaveFeedback's.
   */
  fields?: readonly string[];
}

/**
 * The save of a form that creates a record, or updates the record its page was opened on (`update` given): the
 * fields are disabled while either is pending, and FormFrame's props (the heading and submit label of the save
 * that fits) submit the valid values through it, then go back to `listPath`.
 */
export function useRecordSave<T, C, U>(
  form: UseFormReturnType<T>,
  listPath: string,
  create: RecordSave<T, C>,
  update: RecordSave<T, U> | undefined,
  { replace, fields }: RecordSaveOptions = {},
) {
  const { formRef, setFormError, failed, send, frame } = useSaveFeedback(listPath, { replace });
  const pending = create.mutation.isPending || (update?.mutation.isPending ?? false);

  const failedOnFields = (named: readonly string[], fallback: string) => (error: unknown) => {
    if (setServerFieldErrors(form, error, named)) {
      setFormError(null);
      notifyError(appMessages.checkInput);
      focusFirstInvalid(formRef.current);
      return;
    }
    const message = apiErrorMessage(error, fallback);
    setFormError(message);
    notifyError(message);
  };

  const submit =
    <V>(save: RecordSave<T, V>) =>
    (values: T) => {
      const parsed = save.parse(values);
      if (!parsed.ok) return;
      send(
        save.mutation,
        parsed.data,
        save.saved,
        fields ? failedOnFields(fields, save.failed) : failed(form, save.failed),
      );
    };

  const { title, submitLabel } = update ?? create;
  return {
    field: fieldsWhile(form, pending),
    frame: { ...frame(form, update ? submit(update) : submit(create)), pending, title, submitLabel },
  };
}
