import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { appMessages } from '../messages';

/** The confirmation before a delete or deactivation: red confirm button, Cancel, and a named close button. */
export function confirmDelete({
  title,
  children,
  confirmLabel = appMessages.delete,
  onConfirm,
}: {
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title,
    centered: true,
    children,
    labels: { confirm: confirmLabel, cancel: appMessages.cancel },
    confirmProps: { color: 'red.9' },
    closeButtonProps: { 'aria-label': appMessages.closeDialog },
    onConfirm,
  });
}
