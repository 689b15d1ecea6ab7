import { type MantineSpacing, Paper, Stack, Title, type TitleOrder } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * A small bordered part of a screen, named by its heading so that a screen reader lists it by its title; what it
 * holds stacks under the heading `gap` apart.
 */
export function TitledPanel({
  title,
  order,
  size,
  gap,
  children,
}: {
  title: ReactNode;
  order: TitleOrder;
  size: 'h4' | 'h5';
  gap: MantineSpacing;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        <Title order={order} size={size} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
