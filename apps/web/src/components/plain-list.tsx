import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list (ul) laid out as a stack, without bullets or indent; its items are `li` elements. */
export function PlainList({ gap = 'sm', children, ...stack }: StackProps & { children: ReactNode }) {
  return (
    <Stack gap={gap} component="ul" p={0} m={0} style={{ listStyle: 'none' }} {...stack}>
      {children}
    </Stack>
  );
}
