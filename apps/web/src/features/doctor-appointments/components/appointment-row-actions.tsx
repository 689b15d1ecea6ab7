import { type Appointment, formatDateVi, formatTimeShort } from '@clinic/contract';
import { Button, Group, Text } from '@mantine/core';
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
  const render = (action: RowAction): ReactNode => {
    switch (action) {
      case 'accept':
        return (
          <Button
            key={action}
            size="xs"
            loading={pending === 'Confirmed'}
            disabled={busy}
            onClick={() => actions.accept(a)}
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
            loading={pending === 'Cancelled'}
            disabled={busy}
            onClick={() => actions.confirmCancel(a)}
          >
            {m.cancel}
          </Button>
        );
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
