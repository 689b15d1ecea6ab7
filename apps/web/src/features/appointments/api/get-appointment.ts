import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/** GET /Appointment/GetByID/{id}; another patient's appointment answers 404 like a missing one. */
export function useAppointment(appointmentId: number | null) {
  return useQuery(
    endpointQuery(
      endpoints.appointment.getById,
      appointmentId === null ? null : { params: { id: appointmentId } },
    ),
  );
}
