import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollTable as SharedScrollTable } from '../../../components/data-table';

/** A striped table named `label`, scrolling sideways under `minWidth` in the shared keyboard-reachable region. */
export function ScrollTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <SharedScrollTable label={{ text: label }} minWidth={minWidth}>
      <Table striped aria-label={label}>
        {children}
      </Table>
    </SharedScrollTable>
  );
}
