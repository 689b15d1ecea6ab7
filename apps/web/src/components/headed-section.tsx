import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A bordered part of a page named by its heading (a level-2 heading drawn at h3 size), so that a screen reader
 * lists the part by its title. `titleGap` is the room under the heading.
 */
export function HeadedSection({
  id,
  title,
  titleGap = 'md',
  children,
}: {
  id: string;
  title: ReactNode;
  titleGap?: 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb={titleGap}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
