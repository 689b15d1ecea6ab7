import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside a named region under `minWidth`: the region takes the focus, so that a
 * keyboard can scroll it too (axe: scrollable-region-focusable).
 */
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
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to be scrolled by keys.
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped miw={minWidth} aria-label={label}>
        {children}
      </Table>
    </section>
  );
}
