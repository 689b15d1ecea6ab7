import { type Appointment, type AppointmentStatus, formatDateVi, formatTimeShort } from '@clinic/contract';
import { Button, type ButtonProps, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router';
import { type RowAction, rowActions } from '../appointment-model';
import { flowTarget } from '../flow-link';
import { doctorAppointmentsMessages as m } from '../messages';
import { type AppointmentActions, shownPatient } from '../use-appointment-actions';

/**
 * The buttons of one appointment's row, in a group named after the appointment (the button texts alone do not say
 * which row they act on); while a status change is sent, its button spins and the row's others wait.
 */
export function AppointmentRowActions({
  appointment: a,
  actions,
}: {
  appointment: Appointment;
  actions: AppointmentActions;
}) {
  const pending = actions.pendingStatus(a);
  const busy = pending !== null;
  /** A status change's button: it spins while its own change is sent and waits while another is. */
  const statusButton = (
    action: RowAction,
    status: AppointmentStatus,
    label: string,
    onClick: () => void,
    look: ButtonProps = {},
  ) => (
    <Button key={action} size="xs" {...look} loading={pending === status} disabled={busy} onClick={onClick}>
      {label}
    </Button>
  );
  const render = (action: RowAction): ReactNode => {
    switch (action) {
      case 'accept':
        return statusButton(action, 'Confirmed', m.accept, () => actions.accept(a));
      case 'cancel':
        return statusButton(action, 'Cancelled', m.cancel, () => actions.confirmCancel(a), {
          variant: 'outline',
          color: 'red',
        });
      case 'createResult':
        return (
          <Button key={action} size="xs" onClick={() => actions.createResult(a)}>
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
      aria-label={m.rowActions(
        shownPatient(a),
        formatDateVi(a.appointmentDate),
        formatTimeShort(a.appointmentTime),
      )}
    >
      {list.map(render)}
    </Group>
  );
}
