import type { Appointment } from '@clinic/contract';
import { Button, Group } from '@mantine/core';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router';
import { appointmentsMessages as m } from '../messages';
import { rowActions } from '../row-actions';

export function RowActionButtons({
  appointment,
  label,
  onCancel,
  onReschedule,
}: {
  appointment: Appointment;
  /** Names the row for screen readers: "Lịch hẹn với ... lúc ... ngày ...". */
  label: string;
  onCancel: (appointment: Appointment) => void;
  onReschedule: (appointment: Appointment) => void;
}) {
  const actions = rowActions(appointment);
  const id = appointment.appointmentId;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={label}>
      {actions.reschedule ? (
        <Button size="compact-sm" variant="outline" onClick={() => onReschedule(appointment)}>
          {m.reschedule}
        </Button>
      ) : (
        <Button component={Link} to={paths.patient.updateAppointment(id)} size="compact-sm" variant="outline">
          {m.detail}
        </Button>
      )}
      {actions.cancel && (
        <Button size="compact-sm" variant="outline" color="red.9" onClick={() => onCancel(appointment)}>
          {m.cancel}
        </Button>
      )}
      {actions.treatment && (
        <Button component={Link} to={paths.patient.treatment(id)} size="compact-sm">
          {m.viewTreatment}
        </Button>
      )}
      {actions.result && (
        <Button
          component={Link}
          to={paths.patient.testResult(id)}
          size="compact-sm"
          variant="filled"
          color="blue.9"
        >
          {m.viewResult}
        </Button>
      )}
    </Group>
  );
}
