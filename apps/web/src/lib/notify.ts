import { notifications } from '@mantine/notifications';
import { appMessages } from '../messages';
import { apiErrorMessage, isSessionError } from './api-errors';

/** The default close delay is set on <Notifications>; some screens ask for 3000 ms. */
export function notifySuccess(message: string, autoClose?: number): void {
  notifications.show({ color: 'teal', title: appMessages.successTitle, message, autoClose });
}

export function notifyError(message: string, autoClose?: number): void {
  notifications.show({ color: 'red', title: appMessages.errorTitle, message, autoClose });
}

export function notifyInfo(message: string, autoClose?: number): void {
  notifications.show({ color: 'blue', message, autoClose });
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
