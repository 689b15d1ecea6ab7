import { formatNumberVi } from '@clinic/contract';
import '@mantine/core/styles/Table.css';
import { Button, Table, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { statisticsMessages as m } from '../messages';
import type { CountRow } from '../statistics-model';
import { FigureColumns, FigureSection } from './figure-table';

function Rows({ rows, indent = false }: { rows: CountRow[]; indent?: boolean }) {
  return rows.map((row) => (
    <Table.Tr key={row.key}>
      <Table.Th scope="row" fw={indent ? 400 : 500} pl={indent ? 'xl' : undefined}>
        {row.label}
      </Table.Th>
      <Table.Td ta="right">{formatNumberVi(row.value)}</Table.Td>
    </Table.Tr>
  ));
}

/**
 * The counts as a table. With `accounts`, a first row holds their total and a button that shows the
 * patients, doctors and staff under it (/admin/statistics).
 */
export function CountsTable({
  rows,
  accounts,
  accountsTotal = 0,
}: {
  rows: CountRow[];
  accounts?: CountRow[];
  accountsTotal?: number;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <FigureSection title={m.countsTableTitle} level={2}>
      <Table verticalSpacing="sm" highlightOnHover>
        <FigureColumns names={m.colItem} figures={[m.colCount]} />
        {accounts && (
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  px={4}
                  aria-expanded={open}
                  aria-controls={detailsId}
                  onClick={() => setOpen((v) => !v)}
                  leftSection={<span aria-hidden="true">{open ? '▾' : '▸'}</span>}
                  title={open ? m.hideAccounts : m.showAccounts}
                >
                  {m.accountsTotal}
                </Button>
              </Table.Th>
              <Table.Td ta="right" fw={600}>
                {formatNumberVi(accountsTotal)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        )}
        {accounts && (
          <Table.Tbody id={detailsId} hidden={!open}>
            <Rows rows={accounts} indent />
          </Table.Tbody>
        )}
        <Table.Tbody>
          <Rows rows={rows} />
        </Table.Tbody>
      </Table>
      {accounts && (
        <Text size="xs" c="dimmed" mt="xs">
          {m.countsNote}
        </Text>
      )}
    </FigureSection>
  );
}
