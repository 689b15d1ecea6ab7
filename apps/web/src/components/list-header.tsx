import './form-styles';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '../lib/router';

/**
 * The head of a list page: the title, the intro under it (when there is one) and the add button
 * (when both its label and its target are given).
 */
export function ListHeader({
  title,
  intro,
  addLabel,
  addTo,
}: {
  title: ReactNode;
  intro?: ReactNode;
  addLabel?: string;
  addTo?: string;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      {intro === undefined ? (
        <Title order={1}>{title}</Title>
      ) : (
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </Stack>
      )}
      {addLabel && addTo && (
        <Button component={Link} to={addTo}>
          {addLabel}
        </Button>
      )}
    </Group>
  );
}

/**
 * The search box of a list and, when a count is given, the line that announces how many rows match.
 * Typing goes back to page 1 through `setPage`.
 */
export function ListSearch({
  label,
  placeholder,
  value,
  onSearch,
  setPage,
  maw = 360,
  count,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
  setPage: (page: number) => void;
  maw?: number;
  count?: ReactNode;
}) {
  return (
    <>
      <TextInput
        label={label}
        placeholder={placeholder}
        type="search"
        value={value}
        maw={maw}
        onChange={(e) => {
          onSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {count !== undefined && (
        <Text size="sm" aria-live="polite">
          {count}
        </Text>
      )}
    </>
  );
}
