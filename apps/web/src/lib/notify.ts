import { notifications } from '@mantine/notifications';

/** The default close delay is set on <Notifications>; some screens ask for 3000 ms (spec 9). */
export function notifySuccess(message: string, autoClose?: number): void {
  notifications.show({ color: 'teal', title: 'Thành công', message, autoClose });
}

export function notifyError(message: string, autoClose?: number): void {
  notifications.show({ color: 'red', title: 'Lỗi', message, autoClose });
}

export function notifyInfo(message: string, autoClose?: number): void {
  notifications.show({ color: 'blue', message, autoClose });
}
