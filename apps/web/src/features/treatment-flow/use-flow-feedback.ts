import type { FormErrors } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { type RefObject, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { focusFirstInvalid, setServerFieldErrors } from '../../lib/forms';

/** A flow form's own texts: its name (its page's title), its submit button, the message of a failed save. */
export interface FlowTexts {
  label: string;
  submitLabel: string;
  failMessage: string;
}

/** What FlowForm shows of a form: its texts, its element, the message on top, a save under way. */
export interface FlowFrame {
  label: string;
  submitLabel: string;
  formRef: RefObject<HTMLFormElement | null>;
  formError: string | null;
  pending: boolean;
}

/**
 * What the three create forms of the flow (result, regimen, treatment) show around their fields: one message on
 * top, and the focus on the first field to fix. The fields and their errors live in each form's `useForm`.
 */
export function useFlowFeedback<B, R>(
  { label, submitLabel, failMessage }: FlowTexts,
  form: { setErrors: (errors: FormErrors) => void; clearErrors: () => void },
  mutation: UseMutationResult<R, Error, B>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const invalid = () => {
    setFormError(null);
    focusFirstInvalid(formRef.current);
  };

  /** The server's own message when it sent one, else `failMessage`; its field messages go under the fields. */
  const failed = (error: unknown) => {
    if (error instanceof ApiError) {
      setFormError(error.serverMessage ?? error.errors[0] ?? failMessage);
      if (!setServerFieldErrors(form, error)) form.clearErrors();
    } else {
      setFormError(failMessage);
    }
    focusFirstInvalid(formRef.current);
  };

  /** Sends the body; `onSaved` gets the answer, a failure shows as above. */
  const send = (body: B, onSaved: (answer: R) => void) => {
    setFormError(null);
    mutation.mutate(body, { onSuccess: onSaved, onError: failed });
  };

  const frame: FlowFrame = { label, submitLabel, formRef, formError, pending: mutation.isPending };
  return { frame, setFormError, invalid, send };
}
