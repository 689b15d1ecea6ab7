import { notifications } from '@mantine/notifications';
import { appMessages } from '../messages';
import { apiErrorMessage, isSessionError } from './api-errors';

/**
 * A toast named by its kind and words: the same message again while it is still shown (several calls failing
 * alike) is not stacked a second time. The default close delay is set on <Notifications>; some screens ask for
 * 3000 ms.
 */
function toast(
  color: 'teal' | 'red' | 'blue',
  title: string | undefined,
  message: string,
  autoClose?: number,
) {
  notifications.show({ id: `toast-${color}-${textKey(message)}`, color, title, message, autoClose });
}

/** A short key of a text, usable in an element's id (the toast's id lands there): no spaces, no diacritics. */
function textKey(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (hash * 33) ^ text.charCodeAt(i);
  return (hash >>> 0).toString(36);
}

export function notifySuccess(message: string, autoClose?: number): void {
  toast('teal', appMessages.successTitle, message, autoClose);
}

export function notifyError(message: string, autoClose?: number): void {
  toast('red', appMessages.errorTitle, message, autoClose);
}

export function notifyInfo(message: string, autoClose?: number): void {
  toast('blue', undefined, message, autoClose);
}

/**
 * The toasts after a row action (a delete, a toggle): its success, or its failure in the server's words, else
 * `failure`. A 401 gets none: the expired-session routine has said it.
 */
export function toastOutcome<R>(success: string | ((answer: R) => string), failure: string) {
  return {
    onSuccess: (answer: R) => notifySuccess(typeof success === 'string' ? success : success(answer)),
    onError: (error: unknown) => {
      if (!isSessionError(error)) notifyError(apiErrorMessage(error, failure));
    },
  };
}
