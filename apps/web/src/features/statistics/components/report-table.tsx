import '@mantine/core/styles/Table.css';
import { AGE_BANDS, formatNumberVi } from '@clinic/contract';
import { Table } from '@mantine/core';
import { ScrollTable } from '../../../components/data-table';
import { statisticsMessages as m } from '../messages';
import type { ReportBlock } from '../report-model';
import { FigureSection } from './figure-table';

const NUMBER = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/**
 * The report as a table: per indicator a heading line, then a line for women, one for men and one for both, one
 * column per age band and the total. It fits a laptop; on a phone it scrolls sideways.
 */
export function ReportTable({ blocks }: { blocks: ReportBlock[] }) {
  const columns = AGE_BANDS.length + 2;
  return (
    <FigureSection title={m.reportTableTitle} level={2}>
      <ScrollTable minWidth={900} label={{ text: m.reportTableTitle }}>
        <Table
          aria-label={m.reportTableTitle}
          verticalSpacing={4}
          horizontalSpacing="xs"
          fz="sm"
          withTableBorder
          withColumnBorders
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{m.reportColSex}</Table.Th>
              {AGE_BANDS.map((band) => (
                <Table.Th key={band} scope="col" {...NUMBER}>
                  {band}
                </Table.Th>
              ))}
              <Table.Th scope="col" {...NUMBER}>
                {m.reportColTotal}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          {blocks.map((block) => (
            <Table.Tbody key={block.indicator}>
              <Table.Tr bg="var(--mantine-color-gray-0)">
                <Table.Th scope="rowgroup" colSpan={columns} fw={700}>
                  {block.label}
                </Table.Th>
              </Table.Tr>
              {block.lines.map((line) => {
                const total = line.key === 'total';
                return (
                  <Table.Tr key={line.key} fw={total ? 600 : undefined}>
                    <Table.Th scope="row" fw={total ? 600 : 400}>
                      {line.label}
                    </Table.Th>
                    {line.values.map((value, band) => (
                      <Table.Td key={AGE_BANDS[band]} {...NUMBER}>
                        {formatNumberVi(value)}
                      </Table.Td>
                    ))}
                    <Table.Td {...NUMBER} fw={600}>
                      {formatNumberVi(line.total)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          ))}
        </Table>
      </ScrollTable>
    </FigureSection>
  );
}
