import type { AppointmentListQuery } from '@clinic/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { doctorAppointmentsQueryOptions } from '../../../lib/api/clinic';

/**
 * GET /Appointment/GetByDoctorId/{doctorId} with the manager's filters and page. The page on screen stays while
 * the next one loads; a null query (a filter the server would refuse) asks nothing.
 */
export function useDoctorAppointments(doctorId: number, query: AppointmentListQuery | null) {
  return useQuery({
    ...doctorAppointmentsQueryOptions(doctorId, query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
