import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/** GET /Appointment/GetByID/{id}: the appointment a result is recorded for. */
export const useAppointment = (appointmentId: number | undefined) =>
  useQuery(
    endpointQuery(
      endpoints.appointment.getById,
      appointmentId === undefined ? null : { params: { id: appointmentId } },
    ),
  );
