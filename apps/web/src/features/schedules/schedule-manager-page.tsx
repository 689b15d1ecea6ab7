import '../../components/form-styles';
import type { DoctorSchedule } from '@clinic/contract';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { confirmDelete } from '../../components/confirm-delete';
import { ListHeader, ListSearch } from '../../components/list-header';
import { ListPagination } from '../../components/list-pagination';
import { NotFoundState, PageError, PageLoader } from '../../components/page-states';
import { NoAccess } from '../../components/require-role';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth/use-session';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useParams } from '../../lib/router';
import { useClientPaging } from '../../lib/use-client-paging';
import { useSchedules } from './api/get-schedules';
import { useDeleteSchedule } from './api/schedule-changes';
import { ScheduleTable } from './components/schedule-table';
import { schedulesMessages as m } from './messages';
import {
  addScheduleDoctorId,
  deleteErrorMessage,
  loadErrorMessage,
  managerAccess,
  weekdayLabel,
} from './schedule-rules';

const PAGE_SIZE = 20;

/** /schedule-manager/:doctorId and /schedule-manager. */
export function ScheduleManagerPage() {
  const session = useSession();
  const { doctorId: routeDoctorId } = useParams();
  const access = managerAccess(session?.role ?? null, session?.user.doctorId, routeDoctorId);
  const doctorId = access.kind === 'doctor' ? access.doctorId : null;
  const schedules = useSchedules(doctorId, access.kind === 'doctor' || access.kind === 'all');
  const remove = useDeleteSchedule();

  if (!session) return <PageError message={m.notLoggedIn} />;
  if (access.kind === 'denied') return <NoAccess />;
  if (access.kind === 'invalid') return <NotFoundState title={m.doctorNotFound} />;

  const addFor = addScheduleDoctorId(access);
  const rows = schedules.data ?? [];
  const title =
    access.kind === 'all'
      ? m.allTitle
      : access.own
        ? m.managerTitle
        : rows[0]?.fullName
          ? m.doctorTitle(rows[0].fullName)
          : m.managerTitle;

  const askDelete = (row: DoctorSchedule) => {
    const day = weekdayLabel(row.workDay);
    confirmDelete({
      title: m.deleteTitle,
      question: m.deleteQuestion(day),
      detail: m.deleteIrreversible,
      onConfirm: () =>
        remove.mutate(row.scheduleId, {
          onSuccess: () => notifySuccess(m.deleted, m.toastMs),
          onError: (error) => notifyError(deleteErrorMessage(error), m.toastMs),
        }),
    });
  };

  let body: ReactNode;
  if (schedules.isPending) body = <PageLoader />;
  else if (schedules.isError && !schedules.data) {
    const notFound = schedules.error instanceof ApiError && schedules.error.status === 404;
    body = notFound ? (
      <NotFoundState title={m.doctorNotFound} />
    ) : (
      <PageError
        message={loadErrorMessage(schedules.error, m.loadListFailed)}
        onRetry={() => void schedules.refetch()}
      />
    );
  } else if (access.kind === 'all') {
    body = <AllSchedules rows={rows} onDelete={askDelete} deletingId={deletingId(remove)} />;
  } else if (rows.length === 0) {
    body = <Text>{access.own ? m.mineEmpty : m.empty}</Text>;
  } else {
    body = <ScheduleTable rows={rows} onDelete={askDelete} deletingId={deletingId(remove)} />;
  }

  return (
    <Stack gap="lg">
      <ListHeader
        title={title}
        addLabel={m.add}
        addTo={addFor !== null ? paths.schedules.create(addFor) : undefined}
      />
      {body}
    </Stack>
  );
}

function deletingId(remove: ReturnType<typeof useDeleteSchedule>): number | null {
  return remove.isPending ? (remove.variables ?? null) : null;
}

/** The schedules of the doctors whose name holds the search, in any case. */
function byDoctorName(rows: readonly DoctorSchedule[], search: string): readonly DoctorSchedule[] {
  const needle = search.trim().toLocaleLowerCase('vi');
  return needle ? rows.filter((r) => r.fullName.toLocaleLowerCase('vi').includes(needle)) : rows;
}

/** Every doctor's schedule (Admin, Manager, Staff): a doctor-name search and pages of 20 rows. */
function AllSchedules({
  rows,
  onDelete,
  deletingId,
}: {
  rows: DoctorSchedule[];
  onDelete: (row: DoctorSchedule) => void;
  deletingId: number | null;
}) {
  const paging = useClientPaging(rows, byDoctorName, PAGE_SIZE);
  const { filtered, pages, current, shown, setPage } = paging;

  if (rows.length === 0) return <Text>{m.empty}</Text>;
  return (
    <Stack gap="md">
      <ListSearch
        {...paging.search}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        count={m.rowsCount(filtered.length)}
      />
      {filtered.length === 0 ? (
        <Text>{m.noMatch}</Text>
      ) : (
        <ScheduleTable rows={shown} showDoctor onDelete={onDelete} deletingId={deletingId} />
      )}
      <ListPagination pages={pages} current={current} onChange={setPage} label={m.paginationLabel} />
    </Stack>
  );
}
