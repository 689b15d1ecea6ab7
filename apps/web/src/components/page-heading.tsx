import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's heading and the sentence under it that says what the page is for. */
export function PageHeading({ title, intro }: { title: ReactNode; intro: ReactNode }) {
  return (
    <div>
      <Title order={1}>{title}</Title>
      <Text mt="xs">{intro}</Text>
    </div>
  );
}
