import type { FormErrors } from '@mantine/form';
import { type ReactNode, useRef, useState } from 'react';
import { focusFirstInvalid } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useNavigate } from '../../lib/router';
import { schedulesMessages as m } from './messages';
import { type HourValues, keepEndIfValid, showServerFieldErrors } from './schedule-rules';
import { useLeave } from './use-leave';

/** The part of a schedule form (create or update) that the hour rules touch. */
interface HourForm {
  values: HourValues;
  setFieldValue: (path: 'endTime', value: string | null) => void;
  setFieldError: (path: 'endTime', error: ReactNode) => void;
}

type ShownForm = HourForm & Parameters<typeof showServerFieldErrors>[0];

/**
 * Picking an end not after the start clears it, with the message; what a new start does differs between create
 * and update, so that stays with each form.
 */
export function changeEnd(form: HourForm, value: string | null): void {
  const kept = keepEndIfValid(form.values.startTime, value);
  form.setFieldValue('endTime', kept);
  if (value && !kept) form.setFieldError('endTime', m.endAfterStart);
}

/** A submit refused for an end not after the start also clears the end, keeping the message. */
export function clearEndAfterStart(form: HourForm, endError: unknown): void {
  if (endError !== m.endAfterStart) return;
  form.setFieldValue('endTime', null);
  form.setFieldError('endTime', m.endAfterStart);
}

/**
 * What the create and update forms do around their fields: the FormFrame's ref, message on top and cancel (back
 * to where the user came from, else `home`); a refused submit focuses the first field to fix, a saved one
 * toasts and goes `home`, a failed one puts the server's field messages under the fields and toasts.
 */
export function useScheduleSave(form: ShownForm, home: string) {
  const navigate = useNavigate();
  const onCancel = useLeave(home);
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onInvalid = (errors: FormErrors) => {
    setFormError(null);
    clearEndAfterStart(form, errors.endTime);
    focusFirstInvalid(formRef.current);
  };

  const saved = (message: string) => () => {
    notifySuccess(message, m.toastMs);
    void navigate(home);
  };

  /** `onTop` false: the message is only toasted (its field already says it). */
  const failed = (error: unknown, message: string, onTop = true) => {
    showServerFieldErrors(form, error);
    if (onTop) setFormError(message);
    notifyError(message, m.toastMs);
    focusFirstInvalid(formRef.current);
  };

  return { frame: { formRef, formError, onCancel }, setFormError, onInvalid, saved, failed };
}
