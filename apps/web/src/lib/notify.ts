import { notifications } from '@mantine/notifications';
import { appMessages } from '../messages';

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
