import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointPage } from '../../../lib/api/endpoint-query';

export const PAGE_SIZE = 10;

/** GET /Appointment/GetByPatientId/{patientId} with the optional page and pageSize (newest first). */
export function usePatientAppointments(patientId: number, page: number) {
  return useQuery(
    endpointPage(endpoints.appointment.getByPatientId, {
      params: { id: patientId },
      query: { page, pageSize: PAGE_SIZE },
    }),
  );
}
