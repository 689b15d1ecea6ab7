import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { type Appointment, formatDateVi, formatTimeShort } from '@clinic/contract';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { AppointmentStatusBadge } from '../../components/appointment-status-badge';
import { ListPagination } from '../../components/list-pagination';
import { PageHeading } from '../../components/page-heading';
import { PageError, PageLoader } from '../../components/page-states';
import { usePatientId } from '../../components/require-role';
import { paths } from '../../config/paths';
import { notifyError, notifySuccess } from '../../lib/notify';
import { Link } from '../../lib/router';
import { PAGE_SIZE, usePatientAppointments } from './api/get-patient-appointments';
import { useUpdateAppointment } from './api/update-appointment';
import { appointmentActionError } from './appointment-errors';
import { RescheduleModal } from './components/reschedule-modal';
import { RowActionButtons } from './components/row-action-buttons';
import { appointmentsMessages as m } from './messages';
import { rowActions } from './row-actions';

export function AppointmentsPage() {
  return <AppointmentList patientId={usePatientId()} />;
}

function typeText(appointment: Appointment): string {
  if (appointment.appointmentType !== 'Medication') return m.typeAppointment;
  return appointment.testTypeName ? `${m.typeMedication}: ${appointment.testTypeName}` : m.typeMedication;
}

function AppointmentList({ patientId }: { patientId: number }) {
  const [page, setPage] = useState(1);
  const [rescheduling, setRescheduling] = useState<Appointment | null>(null);
  const list = usePatientAppointments(patientId, page);
  const update = useUpdateAppointment();

  const confirmCancel = (appointment: Appointment) => {
    const date = formatDateVi(appointment.appointmentDate);
    const time = formatTimeShort(appointment.appointmentTime);
    modals.openConfirmModal({
      title: m.cancelTitle,
      centered: true,
      closeButtonProps: { 'aria-label': m.close },
      children: <Text size="sm">{m.cancelText(appointment.doctorName, date, time)}</Text>,
      labels: { confirm: m.cancelConfirm, cancel: m.cancelKeep },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        update.mutate(
          { appointmentId: appointment.appointmentId, status: 'Cancelled' },
          {
            onSuccess: ({ message }) => notifySuccess(message || m.cancelled),
            onError: (error) => {
              const message = appointmentActionError(error);
              if (message) notifyError(message);
            },
          },
        ),
    });
  };

  const header = (
    <Group justify="space-between" align="flex-end">
      <PageHeading title={m.listTitle} intro={m.listIntro} />
      <Button component={Link} to={paths.patient.createAppointment}>
        {m.book}
      </Button>
    </Group>
  );

  if (list.isPending) {
    return (
      <Stack gap="lg">
        {header}
        <PageLoader />
      </Stack>
    );
  }
  if (list.isError && !list.data) {
    return (
      <Stack gap="lg">
        {header}
        <PageError message={m.loadError} onRetry={() => void list.refetch()} />
      </Stack>
    );
  }

  const { items, total } = list.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const rowLabel = (a: Appointment) =>
    m.actionsFor(a.doctorName, formatDateVi(a.appointmentDate), formatTimeShort(a.appointmentTime));
  const actions = (a: Appointment) => (
    <RowActionButtons
      appointment={a}
      label={rowLabel(a)}
      onCancel={confirmCancel}
      onReschedule={setRescheduling}
    />
  );

  return (
    <Stack gap="lg">
      {header}
      {items.length === 0 ? (
        <Card withBorder padding="xl">
          <Stack align="center" gap="sm">
            <Text>{m.empty}</Text>
            <Button component={Link} to={paths.patient.createAppointment} variant="outline">
              {m.book}
            </Button>
          </Stack>
        </Card>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760} visibleFrom="sm">
            <Table striped={false} highlightOnHover verticalSpacing="sm" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{m.colDoctor}</Table.Th>
                  <Table.Th scope="col">{m.colDate}</Table.Th>
                  <Table.Th scope="col">{m.colTime}</Table.Th>
                  <Table.Th scope="col">{m.colType}</Table.Th>
                  <Table.Th scope="col">{m.colStatus}</Table.Th>
                  <Table.Th scope="col">{m.colActions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((a) => (
                  <Table.Tr
                    key={a.appointmentId}
                    bg={rowActions(a).shaded ? 'teal.0' : undefined}
                    data-status={a.status}
                  >
                    <Table.Td>
                      {a.doctorName}
                      {a.isAnonymous && (
                        <Badge
                          ml={6}
                          size="sm"
                          variant="outline"
                          color="gray.8"
                          style={{ textTransform: 'none' }}
                        >
                          {m.anonymousBadge}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateVi(a.appointmentDate)}</Table.Td>
                    <Table.Td>{formatTimeShort(a.appointmentTime)}</Table.Td>
                    <Table.Td>{typeText(a)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <AppointmentStatusBadge status={a.status} />
                    </Table.Td>
                    <Table.Td>{actions(a)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>

          <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((a) => (
              <Card
                key={a.appointmentId}
                component="li"
                withBorder
                padding="md"
                bg={rowActions(a).shaded ? 'teal.0' : undefined}
                data-status={a.status}
              >
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={700}>
                      {formatDateVi(a.appointmentDate)} · {formatTimeShort(a.appointmentTime)}
                    </Text>
                    <AppointmentStatusBadge status={a.status} />
                  </Group>
                  <Text size="sm">
                    {m.colDoctor}: {a.doctorName}
                    {a.isAnonymous ? ` (${m.anonymousBadge})` : ''}
                  </Text>
                  <Text size="sm">
                    {m.colType}: {typeText(a)}
                  </Text>
                  {actions(a)}
                </Stack>
              </Card>
            ))}
          </Stack>

          <ListPagination pages={pages} current={page} onChange={setPage} label={m.pagination} />
        </>
      )}
      <RescheduleModal appointment={rescheduling} onClose={() => setRescheduling(null)} />
    </Stack>
  );
}
