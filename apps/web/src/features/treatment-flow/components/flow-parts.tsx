import '@mantine/core/styles/List.css';
import { Alert, Button, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageError } from '../../../components/page-states';
import { paths } from '../../../config/paths';
import { type FlowIds, readFlowIds } from '../flow-ids';
import { treatmentFlowMessages as m } from '../messages';

/** The ids of this page: navigation state first, then the query string (reload, bookmark). */
export function useFlowIds(): FlowIds {
  const location = useLocation();
  return readFlowIds(location.state, location.search);
}

/** A back button returns to the previous page; opened from a bookmark, there is none: the manager. */
export function BackButton({ label = m.back }: { label?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="default"
      onClick={() => {
        if (location.key === 'default') void navigate(paths.doctor.appointmentManagement);
        else void navigate(-1);
      }}
    >
      {label}
    </Button>
  );
}

/** A missing id or record: the message and a way back. */
export function MissingInfo({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <PageError
      message={message}
      action={
        <Group gap="xs">
          <Button
            size="xs"
            variant="outline"
            color="red"
            onClick={() => void navigate(paths.doctor.appointmentManagement)}
          >
            {m.backToManager}
          </Button>
        </Group>
      }
    />
  );
}

/** Where the doctor is in result -> regimen -> treatment. */
export function FlowSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <nav aria-label={m.stepsLabel}>
      <List
        type="ordered"
        withPadding={false}
        styles={{
          root: { display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1.25rem', listStylePosition: 'inside' },
        }}
      >
        {m.steps.map((label, index) => (
          <List.Item key={label} aria-current={index === current ? 'step' : undefined}>
            <Text
              span
              size="sm"
              fw={index === current ? 700 : 400}
              c={index === current ? 'teal.9' : undefined}
            >
              {label}
            </Text>
          </List.Item>
        ))}
      </List>
    </nav>
  );
}

/** The frame of every flow page: the title, an optional intro, where the doctor is, then the page's own body. */
export function FlowPage({
  title,
  intro,
  step,
  maw,
  children,
}: {
  title: string;
  intro?: string;
  step: 0 | 1 | 2;
  maw: number;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={maw}>
      {intro === undefined ? (
        <Title order={1}>{title}</Title>
      ) : (
        <div>
          <Title order={1}>{title}</Title>
          <Text mt="xs">{intro}</Text>
        </div>
      )}
      <FlowSteps current={step} />
      {children}
    </Stack>
  );
}

/** The message on top of a flow form after a failed submit. */
export function FormErrorAlert({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" title={m.errorTitle} role="alert">
      {error}
    </Alert>
  );
}

/** The last row of a flow form: back on the left, submit on the right. */
export function FormFooter({ submitLabel, loading }: { submitLabel: string; loading: boolean }) {
  return (
    <Group justify="space-between">
      <BackButton />
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** One term of a summary list (`<dl>`): the label dimmed, the value under it. */
export function SummaryField({
  label,
  fw,
  fs,
  children,
}: {
  label: string;
  fw?: number;
  fs?: 'italic';
  children: ReactNode;
}) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={fw} fs={fs}>
        {children}
      </Text>
    </div>
  );
}

/** The optional free-text notes of a flow form. */
export function NotesField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: ReactNode;
  onChange: (value: string) => void;
}) {
  return (
    <Textarea
      label={label}
      description={m.notesOptional}
      autosize
      minRows={3}
      maxLength={2000}
      value={value}
      error={error}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
