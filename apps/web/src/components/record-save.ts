import type { UseFormReturnType } from '@mantine/form';
import { fieldsWhile, type Parsed } from '../lib/forms';
import { useSaveFeedback } from '../lib/use-save-feedback';

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
) {
  const { frame, sendParsed } = useSaveFeedback(listPath);
  const pending = create.mutation.isPending || (update?.mutation.isPending ?? false);
  const onSubmit = (values: T) =>
    update
      ? sendParsed(form, update.parse(values), update.mutation, update.saved, update.failed)
      : sendParsed(form, create.parse(values), create.mutation, create.saved, create.failed);
  const { title, submitLabel } = update ?? create;
  return {
    field: fieldsWhile(form, pending),
    frame: { ...frame(form, onSubmit), pending, title, submitLabel },
  };
}
