import { endpoints, messages } from '@clinic/contract';
import { endpointPath } from '../../../lib/api/endpoint-client';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /Appointment/Calendar/{id}: the appointment's calendar file, saved under its neutral name. */
export async function downloadCalendar(appointmentId: number): Promise<void> {
  const { blob, fileName } = await apiDownload(
    endpointPath(endpoints.appointment.calendar.path, { id: appointmentId }),
  );
  saveFile(blob, fileName ?? messages.reminder.calendarFileName);
}
