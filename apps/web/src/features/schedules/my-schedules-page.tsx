import { Anchor, Stack, Text, Title } from '@mantine/core';
import { PageError, PageLoader } from '../../components/page-states';
import { NoAccess } from '../../components/require-role';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/use-session';
import { Link } from '../../lib/router';
import { useSchedules } from './api/get-schedules';
import { ScheduleTable } from './components/schedule-table';
import { schedulesMessages as m } from './messages';
import { loadErrorMessage } from './schedule-rules';

/** /my-schedules: the logged-in doctor's week, read-only. */
export function MySchedulesPage() {
  const session = useSession();
  const doctorId = session?.role === 'Doctor' ? (session.user.doctorId ?? null) : null;
  const schedules = useSchedules(doctorId, doctorId !== null);

  if (!session) return <PageError message={m.notLoggedIn} />;
  if (session.role !== 'Doctor') return <NoAccess />;
  if (doctorId === null) return <PageError message={m.doctorNotFound} />;

  return (
    <Stack gap="lg">
      <Title order={1}>{m.mineTitle}</Title>
      {schedules.isPending ? (
        <PageLoader />
      ) : schedules.isError ? (
        <PageError
          message={loadErrorMessage(schedules.error, m.loadListFailed)}
          onRetry={() => void schedules.refetch()}
        />
      ) : schedules.data.length === 0 ? (
        <Text>{m.mineEmpty}</Text>
      ) : (
        <ScheduleTable rows={schedules.data} />
      )}
      <Text>
        <Anchor component={Link} to={paths.schedules.manager}>
          {m.manageLink}
        </Anchor>
      </Text>
    </Stack>
  );
}
