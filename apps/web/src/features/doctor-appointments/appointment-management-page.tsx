import '@mantine/core/styles/Table.css';
import '../../components/form-styles';
import {
  type Appointment,
  type AppointmentListSort,
  type AppointmentUpdateBody,
  formatDateVi,
  formatTimeShort,
  isDateRange,
  isDayAhead,
} from '@clinic/contract';
import { Anchor, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type ReactNode, useState } from 'react';
import { AppointmentStatusBadge } from '../../components/appointment-status-badge';
import { TableOrCards } from '../../components/data-table';
import { DateField } from '../../components/date-field';
import { ListPagination } from '../../components/list-pagination';
import { PageHeading } from '../../components/page-heading';
import { PageError, PageLoader } from '../../components/page-states';
import { PatientName } from '../../components/patient-name';
import { useDoctorId } from '../../components/require-role';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { clinicToday } from '../../lib/clinic-time';
import { notifyError, notifySuccess } from '../../lib/notify';
import { Link, useNavigate, useSearchParams } from '../../lib/router';
import { useServerPaging } from '../../lib/use-server-paging';
import { useDoctorAppointments } from './api/get-doctor-appointments';
import { useUpdateAppointmentStatus } from './api/update-appointment-status';
import {
  isFiltered,
  type ManagerFilters,
  managerQuery,
  parseStatusFilter,
  type RowAction,
  rowActions,
  STATUS_FILTER_OPTIONS,
  type StatusFilter,
} from './appointment-model';
import { flowTarget } from './flow-link';
import { doctorAppointmentsMessages as m } from './messages';

const PAGE_SIZE = 10;

/** The doctor's appointment manager (/appointments/management and /appointment-manager). */
export function AppointmentManagementPage() {
  const doctorId = useDoctorId();
  return doctorId === null ? (
    <PageError message={m.noDoctorId} />
  ) : (
    <AppointmentManager doctorId={doctorId} />
  );
}

function typeLabel(a: Appointment): string {
  if (a.appointmentType !== 'Medication') return m.typeAppointment;
  return a.testTypeName ? m.typeTestWith(a.testTypeName) : m.typeTest;
}

function AppointmentManager({ doctorId }: { doctorId: number }) {
  const update = useUpdateAppointmentStatus();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = parseStatusFilter(params.get('status'));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sort, setSort] = useState<AppointmentListSort>('desc');
  // The server filters, orders and pages; the search is sent once typing pauses.
  const filters = (search: string): ManagerFilters => ({ status, from, to, search, sort });
  const {
    list: appointments,
    search,
    setSearch,
    debounced,
    page,
    setPage,
    pages,
  } = useServerPaging(PAGE_SIZE, (q) =>
    useDoctorAppointments(doctorId, managerQuery(filters(q.search), q.page, q.pageSize)),
  );
  const reversed = !isDateRange(from, to);
  /** A new filter shows its first page. */
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const setStatus = (value: StatusFilter) => {
    setPage(1);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'all') next.delete('status');
        else next.set('status', value);
        return next;
      },
      { replace: true },
    );
  };

  const changeStatus = (change: AppointmentUpdateBody) =>
    update.mutate(change, {
      onSuccess: ({ message }) =>
        notifySuccess(message || (change.status === 'Confirmed' ? m.accepted : m.cancelled)),
      onError: (error) =>
        notifyError(error instanceof ApiError ? (error.serverMessage ?? error.message) : m.updateFailed),
    });

  const who = (a: Appointment) => (a.isAnonymous ? m.anonymous : a.patientName);

  const confirmCancel = (a: Appointment) =>
    modals.openConfirmModal({
      title: m.cancelTitle,
      children: (
        <Text size="sm">
          {m.cancelText(who(a), formatDateVi(a.appointmentDate), formatTimeShort(a.appointmentTime))}
        </Text>
      ),
      labels: { confirm: m.cancelConfirm, cancel: m.cancelKeep },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': m.closeDialog },
      onConfirm: () => changeStatus({ appointmentId: a.appointmentId, status: 'Cancelled' }),
    });

  const goToResult = (a: Appointment) => {
    const target = flowTarget(paths.doctor.testResultCreate, {
      appointmentId: a.appointmentId,
      patientId: a.patientId,
      doctorId: a.doctorId,
    });
    void navigate(target.to, { state: target.state });
  };

  const createResult = (a: Appointment) => {
    if (!isDayAhead(a.appointmentDate, clinicToday())) {
      goToResult(a);
      return;
    }
    modals.openConfirmModal({
      title: m.earlyTitle,
      children: <Text size="sm">{m.earlyText(formatDateVi(a.appointmentDate))}</Text>,
      labels: { confirm: m.earlyContinue, cancel: m.earlyBack },
      closeButtonProps: { 'aria-label': m.closeDialog },
      onConfirm: () => goToResult(a),
    });
  };

  const actionsOf = (a: Appointment) => {
    const busy = update.isPending && update.variables?.appointmentId === a.appointmentId;
    const render = (action: RowAction): ReactNode => {
      switch (action) {
        case 'accept':
          return (
            <Button
              key={action}
              size="xs"
              loading={busy && update.variables?.status === 'Confirmed'}
              disabled={busy}
              onClick={() => changeStatus({ appointmentId: a.appointmentId, status: 'Confirmed' })}
            >
              {m.accept}
            </Button>
          );
        case 'cancel':
          return (
            <Button
              key={action}
              size="xs"
              variant="outline"
              color="red"
              loading={busy && update.variables?.status === 'Cancelled'}
              disabled={busy}
              onClick={() => confirmCancel(a)}
            >
              {m.cancel}
            </Button>
          );
        case 'createResult':
          return (
            <Button key={action} size="xs" onClick={() => createResult(a)}>
              {m.createResult}
            </Button>
          );
        case 'createPrescription': {
          const target = flowTarget(paths.doctor.chooseRegimen, {
            testResultId: a.testResultId,
            appointmentId: a.appointmentId,
            patientId: a.patientId,
            doctorId: a.doctorId,
          });
          return (
            <Button key={action} size="xs" component={Link} to={target.to} state={target.state}>
              {m.createPrescription}
            </Button>
          );
        }
      }
    };
    const list = rowActions(a);
    if (list.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          {a.hasTreatment ? m.prescribed : m.noAction}
        </Text>
      );
    }
    return (
      <Group
        gap="xs"
        role="group"
        aria-label={m.rowActions(who(a), formatDateVi(a.appointmentDate), formatTimeShort(a.appointmentTime))}
      >
        {list.map(render)}
      </Group>
    );
  };

  let body: ReactNode;
  if (reversed) {
    // Nothing is asked for a reversed range; the message under "to" says why.
    body = <Text>{m.noMatch}</Text>;
  } else if (appointments.isPending) {
    body = <PageLoader />;
  } else if (appointments.isError && !appointments.data) {
    const error = appointments.error;
    body = (
      <PageError
        message={error instanceof ApiError && error.serverMessage ? error.serverMessage : m.loadError}
        onRetry={() => void appointments.refetch()}
      />
    );
  } else {
    const { items: shown, total } = appointments.data;
    body =
      total === 0 || shown.length === 0 ? (
        <Text>{isFiltered(filters(debounced)) ? m.noMatch : m.empty}</Text>
      ) : (
        <Stack gap="md">
          <Text size="sm" aria-live="polite">
            {m.count(shown.length, total)}
          </Text>
          <TableOrCards
            caption={m.tableCaption}
            columns={[
              { header: m.colPatient, cell: (a) => <PatientCell appointment={a} /> },
              {
                header: m.colDate,
                th: { 'aria-sort': sort === 'asc' ? 'ascending' : 'descending' },
                cell: (a) => formatDateVi(a.appointmentDate),
              },
              { header: m.colTime, cell: (a) => formatTimeShort(a.appointmentTime) },
              { header: m.colType, cell: typeLabel },
              { header: m.colStatus, cell: (a) => <AppointmentStatusBadge status={a.status} /> },
              { header: m.colActions, cell: actionsOf },
            ]}
            rows={shown}
            rowKey={(a) => a.appointmentId}
            minWidth={760}
            from="md"
            card={(a) => (
              <>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <PatientCell appointment={a} />
                  <AppointmentStatusBadge status={a.status} />
                </Group>
                <Text size="sm">
                  {formatTimeShort(a.appointmentTime)} · {formatDateVi(a.appointmentDate)}
                </Text>
                <Text size="sm">{typeLabel(a)}</Text>
                {actionsOf(a)}
              </>
            )}
          />
          <ListPagination pages={pages} current={page} onChange={setPage} label={m.pagination} />
        </Stack>
      );
  }

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
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label={m.statusFilter}
            value={status}
            onChange={(e) => setStatus(parseStatusFilter(e.currentTarget.value))}
            data={STATUS_FILTER_OPTIONS.map((s) => ({
              value: s,
              label: s === 'all' ? m.allStatuses : m.status(s),
            }))}
          />
          <TextInput
            label={m.searchLabel}
            placeholder={m.searchPlaceholder}
            type="search"
            value={search}
            onChange={(e) => refilter(setSearch)(e.currentTarget.value)}
          />
          <NativeSelect
            label={m.sortByDate}
            value={sort}
            onChange={(e) => refilter(setSort)(e.currentTarget.value === 'asc' ? 'asc' : 'desc')}
            data={[
              { value: 'desc', label: m.sortNewest },
              { value: 'asc', label: m.sortOldest },
            ]}
          />
        </SimpleGrid>
        {/* The two ends of the range side by side, on a phone too. */}
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <DateField label={m.from} value={from} onChange={refilter(setFrom)} />
          <DateField
            label={m.to}
            value={to}
            error={reversed ? m.rangeReversed : null}
            onChange={refilter(setTo)}
          />
        </SimpleGrid>
      </Stack>
      {body}
    </Stack>
  );
}

/** The patient's name, and for a named patient the way to their viral-load and CD4 summary. */
function PatientCell({ appointment: a }: { appointment: Appointment }) {
  if (a.isAnonymous || a.patientId === null) return <PatientName record={a} />;
  return (
    <Stack gap={2}>
      <PatientName record={a} />
      <Anchor
        component={Link}
        to={paths.doctor.clinicalSummary(a.patientId)}
        size="sm"
        aria-label={m.clinicalSummaryOf(a.patientName)}
      >
        {m.clinicalSummary}
      </Anchor>
    </Stack>
  );
}
