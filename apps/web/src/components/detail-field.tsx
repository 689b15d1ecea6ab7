import { type MantineSize, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a record shown above its form: the label in bold, the value under it. */
export function DetailField({
  label,
  size,
  children,
}: {
  label: string;
  size?: MantineSize;
  children: ReactNode;
}) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size={size} component="div">
        {children}
      </Text>
    </div>
  );
}
