import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '../lib/router';
import { appMessages } from '../messages';

/**
 * Edit and delete buttons of one table row. The visible texts are short, so each button carries an aria-label
 * naming its row. Without `onDelete` only Edit shows (e.g. an item that is already inactive).
 */
export function RowActions({
  editTo,
  editLabel,
  deleteLabel,
  deleteText = appMessages.delete,
  onDelete,
  deleting,
  children,
}: {
  editTo: string;
  editLabel: string;
  deleteLabel: string;
  deleteText?: string;
  onDelete?: (() => void) | undefined;
  deleting: boolean;
  children?: ReactNode;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <Button component={Link} to={editTo} size="compact-sm" variant="outline" aria-label={editLabel}>
        {appMessages.edit}
      </Button>
      {onDelete && (
        <Button
          size="compact-sm"
          variant="outline"
          color="red.9"
          aria-label={deleteLabel}
          loading={deleting}
          onClick={onDelete}
        >
          {deleteText}
        </Button>
      )}
      {children}
    </Group>
  );
}
