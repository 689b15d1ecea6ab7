import '@mantine/core/styles/List.css';
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { PageError } from '../../../components/page-states';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../config/paths';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { type FlowIds, type flowTarget, readFlowIds } from '../flow-ids';
import { treatmentFlowMessages as m } from '../messages';

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

/**
 * The way from the flow to the patient's viral-load and CD4 summary, where the new result now shows. Only for a
 * named patient: an anonymous appointment carries no patient id to the doctor. Not the light variant: its teal
 * text on pale teal is below AA contrast.
 */
export function ClinicalSummaryLink({ patientId }: { patientId: number | null | undefined }) {
  if (patientId === null || patientId === undefined) return null;
  return (
    <Button variant="default" component={Link} to={paths.doctor.clinicalSummary(patientId)}>
      {m.clinicalSummary}
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
      {intro === undefined ? <Title order={1}>{title}</Title> : <PageHeading title={title} intro={intro} />}
      <FlowSteps current={step} />
      {children}
    </Stack>
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
