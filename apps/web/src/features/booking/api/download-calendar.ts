import { endpoints, messages } from '@clinic/contract';
import { endpointPath } from '../../../lib/api/endpoint-client';
import { apiDownload } from '../../../lib/api-client';

/** GET /Appointment/Calendar/{id}: the appointment's calendar file, saved under its neutral name. */
export async function downloadCalendar(appointmentId: number): Promise<void> {
  const { blob, fileName } = await apiDownload(
    endpointPath(endpoints.appointment.calendar.path, { id: appointmentId }),
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? messages.reminder.calendarFileName;
  link.click();
  URL.revokeObjectURL(url);
}
