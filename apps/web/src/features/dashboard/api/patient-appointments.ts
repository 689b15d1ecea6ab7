import { type Appointment, endpoints } from '@clinic/contract';
import { useEndpointQuery } from '../../../lib/api/endpoint-hooks';

/** GET /Appointment/GetByPatientId/{patientId}, every row: the dashboard picks the next ones itself. */
export function useAllPatientAppointments(patientId: number) {
  return useEndpointQuery(
    endpoints.appointment.getByPatientId,
    { params: { id: patientId } },
    {
      select: (data): Appointment[] => data ?? [],
    },
  );
}
