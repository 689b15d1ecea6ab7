import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A page's heading and the sentence under it that says what the page is for; an `action` (a button) stands at
 * its right, level with the sentence.
 */
export function PageHeading({
  title,
  intro,
  action,
}: {
  title: ReactNode;
  intro: ReactNode;
  action?: ReactNode;
}) {
  const heading = (
    <div>
      <Title order={1}>{title}</Title>
      <Text mt="xs">{intro}</Text>
    </div>
  );
  if (action === undefined) return heading;
  return (
    <Group justify="space-between" align="flex-end">
      {heading}
      {action}
    </Group>
  );
}
