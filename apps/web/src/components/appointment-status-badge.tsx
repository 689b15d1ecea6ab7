import { APPOINTMENT_STATUS_VI, type AppointmentStatus } from '@clinic/contract';
import { Badge } from '@mantine/core';

const COLORS: Record<AppointmentStatus, string> = {
  Scheduled: 'blue',
  Confirmed: 'teal',
  Cancelled: 'red',
  Completed: 'indigo',
  // Dark grey: distinct from the others and white text keeps AA contrast on it.
  Missed: 'dark',
};

/**
 * The statuses shown in Vietnamese. Filled badges keep white text above AA contrast; the badge never
 * shrinks below its text, so a narrow table column cannot cut the status off.
 */
export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge
      color={COLORS[status]}
      variant="filled"
      style={{ textTransform: 'none', flexShrink: 0, minWidth: 'max-content' }}
    >
      {APPOINTMENT_STATUS_VI[status] ?? status}
    </Badge>
  );
}
