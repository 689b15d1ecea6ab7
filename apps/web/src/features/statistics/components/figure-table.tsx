import '@mantine/core/styles/Table.css';
import { Paper, Table, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A bordered section around a table of figures, named by its heading (level 3 inside another titled section). */
export function FigureSection({
  title,
  level,
  children,
}: {
  title: string;
  level: 2 | 3;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={level} size={level === 2 ? 'h3' : 'h4'} id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The column headings of a table of figures: the first heads the rows' names, the others right-aligned figures. */
export function FigureColumns({ names, figures }: { names: string; figures: string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col">{names}</Table.Th>
        {figures.map((label) => (
          <Table.Th key={label} scope="col" ta="right">
            {label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
