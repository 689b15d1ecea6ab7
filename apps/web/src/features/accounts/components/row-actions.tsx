import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { accountsMessages as m } from '../messages';

/** Edit and delete (deactivate) buttons of one account row, with names for screen readers. */
export function RowActions({
  name,
  editTo,
  onDelete,
  deleting,
  children,
}: {
  name: string;
  editTo: string;
  onDelete?: () => void;
  deleting: boolean;
  children?: ReactNode;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <Button component={Link} to={editTo} size="compact-sm" variant="outline" aria-label={m.editLabel(name)}>
        {m.edit}
      </Button>
      {onDelete && (
        <Button
          size="compact-sm"
          variant="outline"
          color="red.9"
          aria-label={m.deleteLabel(name)}
          loading={deleting}
          onClick={onDelete}
        >
          {m.delete}
        </Button>
      )}
      {children}
    </Group>
  );
}
