import { APPOINTMENT_STATUS_VI, type AppointmentStatus } from '@clinic/contract';
import { Badge } from '@mantine/core';
import { STATUS_COLOR } from '../row-actions';

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge
      color={STATUS_COLOR[status] ?? 'gray.8'}
      variant="filled"
      style={{ textTransform: 'none', flexShrink: 0, maxWidth: 'none', overflow: 'visible' }}
    >
      {APPOINTMENT_STATUS_VI[status] ?? status}
    </Badge>
  );
}
