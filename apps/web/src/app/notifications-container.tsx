import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { getDefaultZIndex } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

/** More toasts than this wait their turn: a burst of failures would otherwise fill a phone's screen. */
export const TOAST_LIMIT = 3;

/**
 * The header (its account menu, its phone menu, the offline banner) stays at the top of the screen, so the
 * toasts keep to the bottom, where on a phone they take the screen's width. They sit over a dialog, whose
 * outcome they often tell, but under a dropdown: an open account menu is never hidden by one.
 */
export const TOAST_PLACEMENT = {
  position: 'bottom-right',
  limit: TOAST_LIMIT,
  zIndex: (getDefaultZIndex('modal') + getDefaultZIndex('popover')) / 2,
} as const;

export default function NotificationsContainer() {
  return <Notifications {...TOAST_PLACEMENT} autoClose={5000} />;
}
