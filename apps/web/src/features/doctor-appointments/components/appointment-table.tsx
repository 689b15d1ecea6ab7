import '@mantine/core/styles/Table.css';
import { type Appointment, type AppointmentListSort, formatDateVi, formatTimeShort } from '@clinic/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { AppointmentStatusBadge } from '../../../components/appointment-status-badge';
import { TableOrCards } from '../../../components/data-table';
import { PatientName } from '../../../components/patient-name';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router';
import { doctorAppointmentsMessages as m } from '../messages';
import type { AppointmentActions } from '../use-appointment-actions';
import { AppointmentRowActions } from './appointment-row-actions';

function typeLabel(a: Appointment): string {
  if (a.appointmentType !== 'Medication') return m.typeAppointment;
  return a.testTypeName ? m.typeTestWith(a.testTypeName) : m.typeTest;
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

/** One page of the doctor's appointments: a table on wide screens, a card per appointment on a phone. */
/** The status, and under it what the patient answered through their reminder's link, if they did. */
function StatusCell({ appointment }: { appointment: Appointment }) {
  const answer = appointment.patientResponse;
  return (
    <Stack gap={2} align="flex-start">
      <AppointmentStatusBadge status={appointment.status} />
      {answer && (
        <Text size="xs" c={answer === 'confirmed' ? 'teal.9' : 'red.9'} fw={600}>
          {m.patientResponse[answer]}
        </Text>
      )}
    </Stack>
  );
}

export function AppointmentTable({
  rows,
  sort,
  actions,
}: {
  rows: Appointment[];
  /** The date column says which way it is ordered. */
  sort: AppointmentListSort;
  actions: AppointmentActions;
}) {
  const rowActions = (a: Appointment) => <AppointmentRowActions appointment={a} actions={actions} />;
  return (
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
        { header: m.colStatus, cell: (a) => <StatusCell appointment={a} /> },
        { header: m.colActions, cell: rowActions },
      ]}
      rows={rows}
      rowKey={(a) => a.appointmentId}
      minWidth={760}
      from="md"
      card={(a) => (
        <>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <PatientCell appointment={a} />
            <StatusCell appointment={a} />
          </Group>
          <Text size="sm">
            {formatTimeShort(a.appointmentTime)} · {formatDateVi(a.appointmentDate)}
          </Text>
          <Text size="sm">{typeLabel(a)}</Text>
          {rowActions(a)}
        </>
      )}
    />
  );
}
