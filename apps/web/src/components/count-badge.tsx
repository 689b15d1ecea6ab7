import { Badge, Card, Group, type MantineColor, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The count beside a section's heading: coloured while there is something to do, grey at zero. It keeps its
 * width when a long heading wraps on a phone.
 */
export function CountBadge({ count, label, color }: { count: number; label: string; color: MantineColor }) {
  return (
    <Badge variant="filled" color={count ? color : 'gray.7'} style={{ textTransform: 'none', flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

/**
 * A card section of a dashboard, named by its heading (`<id>-title`), with the count of what it lists beside the
 * heading once the count is known (`count` null until then). A heading of level 3 sits in a page's level-2 section.
 */
export function CountedSection({
  id,
  title,
  level = 2,
  count,
  children,
}: {
  id: string;
  title: string;
  level?: 2 | 3;
  count: { count: number; label: string; color: MantineColor } | null;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        <Title order={level} size={level === 2 ? 'h3' : 'h4'} id={titleId}>
          {title}
        </Title>
        {count && <CountBadge {...count} />}
      </Group>
      {children}
    </Card>
  );
}
