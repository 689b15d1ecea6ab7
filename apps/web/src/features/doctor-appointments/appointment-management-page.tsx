import { Button, Group, Stack, Text } from '@mantine/core';
import { ListPagination } from '../../components/list-pagination';
import { PageHeading } from '../../components/page-heading';
import { PageError } from '../../components/page-states';
import { QueryView } from '../../components/query-view';
import { useDoctorId } from '../../components/require-role';
import { AppointmentFilters } from './components/appointment-filters';
import { AppointmentTable } from './components/appointment-table';
import { doctorAppointmentsMessages as m } from './messages';
import { useAppointmentActions } from './use-appointment-actions';
import { useAppointmentList } from './use-appointment-list';

/** The doctor's appointment manager (/appointments/management and /appointment-manager). */
export function AppointmentManagementPage() {
  const doctorId = useDoctorId();
  return doctorId === null ? (
    <PageError message={m.noDoctorId} />
  ) : (
    <AppointmentManager doctorId={doctorId} />
  );
}

function AppointmentManager({ doctorId }: { doctorId: number }) {
  const list = useAppointmentList(doctorId);
  const actions = useAppointmentActions();
  const { appointments } = list;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <PageHeading title={m.title} intro={m.intro} />
        <Button
          variant="default"
          onClick={() => void appointments.refetch()}
          loading={appointments.isFetching}
        >
          {m.refresh}
        </Button>
      </Group>
      <AppointmentFilters list={list} />
      {list.reversed ? (
        // Nothing is asked for a reversed range; the message under "to" says why.
        <Text>{m.noMatch}</Text>
      ) : (
        <QueryView query={appointments} failed={m.loadError}>
          {({ items, total }) =>
            total === 0 || items.length === 0 ? (
              <Text>{list.filtered ? m.noMatch : m.empty}</Text>
            ) : (
              <Stack gap="md">
                <Text size="sm" aria-live="polite">
                  {m.count(items.length, total)}
                </Text>
                <AppointmentTable rows={items} sort={list.sort} actions={actions} />
                <ListPagination
                  pages={list.pages}
                  current={list.page}
                  onChange={list.setPage}
                  label={m.pagination}
                />
              </Stack>
            )
          }
        </QueryView>
      )}
    </Stack>
  );
}
