import { Badge, type MantineColor } from '@mantine/core';

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
