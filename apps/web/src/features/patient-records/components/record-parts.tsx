import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { HeadedSection } from '../../../components/headed-section';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router';
import { recordsMessages as m } from '../messages';

export function BackToList() {
  return (
    <Button component={Link} to={paths.patient.appointmentList} variant="default">
      {m.back}
    </Button>
  );
}

function RecordHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1}>{title}</Title>
        {subtitle && <Text mt={4}>{subtitle}</Text>}
      </div>
      <BackToList />
    </Group>
  );
}

/** One labelled value; empty values are shown as "Không có" so the layout stays predictable. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div>
      <Text size="sm" fw={600} c="gray.8">
        {label}
      </Text>
      <Text component="div" style={{ whiteSpace: 'pre-line' }}>
        {empty ? m.none : children}
      </Text>
    </div>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <HeadedSection id={id} title={title}>
      <Stack gap="md">{children}</Stack>
    </HeadedSection>
  );
}

/** A record read by the patient: the heading and a way back, its sections, the doctor's special notes, back again. */
export function RecordPage({
  title,
  subtitle,
  specialNotes,
  children,
}: {
  title: string;
  subtitle: string;
  specialNotes: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={960}>
      <RecordHeader title={title} subtitle={subtitle} />
      {children}
      {specialNotes && (
        <Alert
          color="blue"
          variant="light"
          title={m.specialNotes}
          styles={{
            title: { color: 'var(--mantine-color-gray-9)' },
            message: { color: 'var(--mantine-color-gray-9)', whiteSpace: 'pre-line' },
          }}
        >
          {specialNotes}
        </Alert>
      )}
      <div>
        <BackToList />
      </div>
    </Stack>
  );
}
