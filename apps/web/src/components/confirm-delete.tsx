import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { appMessages } from '../messages';

/**
 * The confirmation before a delete or deactivation: red confirm button, Cancel, and a named close button. Its
 * body is `children`, or the `question` with the `detail` under it in smaller type.
 */
export function confirmDelete({
  title,
  children,
  question,
  detail,
  confirmLabel = appMessages.delete,
  onConfirm,
}: {
  title: string;
  confirmLabel?: string;
  onConfirm: () => void;
} & (
  | { children: ReactNode; question?: never; detail?: never }
  | { question: ReactNode; detail: ReactNode; children?: never }
)) {
  modals.openConfirmModal({
    title,
    centered: true,
    children: children ?? (
      <Stack gap="xs">
        <Text>{question}</Text>
        <Text size="sm">{detail}</Text>
      </Stack>
    ),
    labels: { confirm: confirmLabel, cancel: appMessages.cancel },
    confirmProps: { color: 'red.9' },
    closeButtonProps: { 'aria-label': appMessages.closeDialog },
    onConfirm,
  });
}
