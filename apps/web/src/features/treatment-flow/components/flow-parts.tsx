import '@mantine/core/styles/List.css';
import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageError } from '../../../components/page-states';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../config/paths';
import { type FlowIds, type flowTarget, readFlowIds } from '../flow-ids';
import { treatmentFlowMessages as m } from '../messages';
import type { FlowFrame } from '../use-flow-feedback';

/**
 * The ids of this page (navigation state first, then the query string: reload, bookmark), and a way on to the
 * next page of the flow carrying them.
 */
export function useFlow(): { ids: FlowIds; goTo: (target: ReturnType<typeof flowTarget>) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  return {
    ids: readFlowIds(location.state, location.search),
    goTo: (target) => void navigate(target.to, { state: target.state }),
  };
}

/** A summary card of what the page works on: its heading, then its terms (SummaryField), two a row from `twoFrom`. */
export function SummaryCard({
  title,
  twoFrom,
  children,
}: {
  title: string;
  twoFrom: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, [twoFrom]: 2 }} spacing="xs" component="dl" m={0}>
        {children}
      </SimpleGrid>
    </Paper>
  );
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
function FormErrorAlert({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" title={m.errorTitle} role="alert">
      {error}
    </Alert>
  );
}

/** The last row of a flow form: back on the left, submit on the right. */
function FormFooter({ submitLabel, loading }: { submitLabel: string; loading: boolean }) {
  return (
    <Group justify="space-between">
      <BackButton />
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/**
 * A create form of the flow, named by its page title: `notice` first, the failed submit's message, the fields,
 * then back and submit.
 */
export function FlowForm({
  frame,
  onSubmit,
  notice,
  children,
}: {
  frame: FlowFrame;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form ref={frame.formRef} onSubmit={onSubmit} noValidate aria-label={frame.label}>
      <Stack gap="md">
        {notice}
        <FormErrorAlert error={frame.formError} />
        {children}
        <FormFooter submitLabel={frame.submitLabel} loading={frame.pending} />
      </Stack>
    </form>
  );
}

/**
 * A list the page picks from: the loader, the page's own failure text with a retry, `empty` for an empty list,
 * else what `children` make of it.
 */
export function FlowList<T>({
  query,
  failed,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  failed: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <QueryView query={query} failed={failed} serverMessage={false}>
      {(items) => (items.length === 0 ? <Text>{empty}</Text> : children(items))}
    </QueryView>
  );
}

/** A detail on one line: the label in bold, then the value. */
export function InlineField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
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

/** The optional free-text notes of a flow form, its `notes` value. */
export function NotesField({
  label,
  form,
}: {
  label: string;
  form: Pick<UseFormReturnType<{ notes: string }>, 'values' | 'errors' | 'setFieldValue'>;
}) {
  return (
    <Textarea
      label={label}
      description={m.notesOptional}
      autosize
      minRows={3}
      maxLength={2000}
      value={form.values.notes}
      error={form.errors.notes}
      onChange={(e) => form.setFieldValue('notes', e.currentTarget.value)}
    />
  );
}
