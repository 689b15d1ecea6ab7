import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A summary card of what the page works on: its heading, then its terms (SummaryField), two a row from `twoFrom`. */
export function SummaryCard({
  title,
  twoFrom,
  children,
}: {
  title: string;
  twoFrom: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, [twoFrom]: 2 }} spacing="xs" component="dl" m={0}>
        {children}
      </SimpleGrid>
    </Paper>
  );
}

/** A detail on one line: the label in bold, then the value. */
export function InlineField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** One term of a summary list (`<dl>`): the label dimmed, the value under it. */
export function SummaryField({
  label,
  fw,
  fs,
  children,
}: {
  label: string;
  fw?: number;
  fs?: 'italic';
  children: ReactNode;
}) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={fw} fs={fs}>
        {children}
      </Text>
    </div>
  );
}
