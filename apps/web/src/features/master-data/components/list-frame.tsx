import '../../../components/form-styles';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';

/** The head of a master-data list: title, intro, the add button and the search box. */
export function ListFrame({
  title,
  intro,
  addLabel,
  addTo,
  searchLabel,
  searchPlaceholder,
  search,
  onSearch,
  children,
}: {
  title: string;
  intro: string;
  addLabel: string;
  addTo: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{title}</Title>
          <Text mt="xs">{intro}</Text>
        </div>
        <Button component={Link} to={addTo}>
          {addLabel}
        </Button>
      </Group>
      <TextInput
        label={searchLabel}
        placeholder={searchPlaceholder}
        type="search"
        value={search}
        maw={420}
        onChange={(e) => onSearch(e.currentTarget.value)}
      />
      {children}
    </Stack>
  );
}
