import { formatDateVi, formatTimeShort } from '@clinic/contract';
import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CountedSection } from '../../components/count-badge';
import { PageError } from '../../components/page-states';
import { paths } from '../../config/paths';
import { clinicToday } from '../../lib/clinic-time';
import { Link } from '../../lib/router';
import { useDoctorLists } from './api/doctor-appointments';
import { doctorDashboardMessages as m } from './doctor-dashboard-messages';
import { DOCTOR_LIST_COUNT, type DoctorList } from './doctor-dashboard-model';
import { DoctorWorklist } from './doctor-worklist';

/** The doctor's dashboard: today, upcoming, waiting for confirmation, waiting for a result. */
export function DoctorDashboardContent({ doctorId }: { doctorId: number | null | undefined }) {
  if (typeof doctorId !== 'number' || doctorId <= 0) return <PageError message={m.noDoctorId} />;
  return (
    <Stack gap="lg">
      <DoctorOverview doctorId={doctorId} />
      <DoctorWorklist />
    </Stack>
  );
}

function DoctorOverview({ doctorId }: { doctorId: number }) {
  const appointments = useDoctorLists(doctorId, clinicToday());
  const manager = paths.doctor.appointmentManagement;

  let content: ReactNode;
  if (appointments.isError && !appointments.lists) {
    content = <PageError message={m.loadError} onRetry={() => void appointments.refetch()} />;
  } else if (appointments.lists === null) {
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={160} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else {
    const lists = appointments.lists;
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {[
          { id: 'doctor-today', title: m.today, empty: m.todayEmpty, list: lists.today, showDate: false },
          { id: 'doctor-upcoming', title: m.upcoming, empty: m.upcomingEmpty, list: lists.upcoming },
          {
            id: 'doctor-waiting-confirmation',
            title: m.waitingConfirmation,
            empty: m.waitingConfirmationEmpty,
            list: lists.waitingConfirmation,
            to: `${manager}?status=Scheduled`,
          },
          {
            id: 'doctor-waiting-result',
            title: m.waitingResult,
            empty: m.waitingResultEmpty,
            list: lists.waitingResult,
            to: `${manager}?status=Confirmed`,
          },
        ].map((list) => (
          <AppointmentList key={list.id} to={manager} {...list} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <section aria-labelledby="doctor-overview-title">
      <Title order={2} size="h3" id="doctor-overview-title" mb="md">
        {m.overview}
      </Title>
      {content}
    </section>
  );
}

function AppointmentList({
  id,
  title,
  empty,
  list: { items, total },
  to,
  showDate = true,
}: {
  id: string;
  title: string;
  empty: string;
  list: DoctorList;
  to: string;
  showDate?: boolean;
}) {
  const shown = items.slice(0, DOCTOR_LIST_COUNT);
  return (
    <CountedSection
      id={id}
      title={title}
      level={3}
      count={{ count: total, label: m.count(total), color: 'teal' }}
    >
      {shown.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((a) => (
            // The patient's name on a line of its own, wrapped rather than cut: on a phone it would not fit
            // beside the time and the status.
            <Stack key={a.appointmentId} component="li" gap={0}>
              <Group gap="xs" justify="space-between" wrap="nowrap" align="baseline">
                <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatTimeShort(a.appointmentTime)}
                  {showDate && ` ${formatDateVi(a.appointmentDate)}`}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {m.status(a.status)}
                </Text>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} fs={a.isAnonymous ? 'italic' : undefined}>
                {a.isAnonymous ? m.anonymous : a.patientName}
                {' · '}
                {a.appointmentType === 'Medication' ? m.typeTestWith(a.testTypeName) : m.typeAppointment}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      {total > shown.length && (
        <Text size="sm" mt={6}>
          {m.more(total - shown.length)}
        </Text>
      )}
      <Anchor component={Link} to={to} size="sm" mt="sm" aria-label={m.openManagerFor(title)} fw={600}>
        {m.openManager}
      </Anchor>
    </CountedSection>
  );
}
