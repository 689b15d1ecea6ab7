import { type Appointment, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doctorAppointmentsQueryOptions } from '../../../lib/api/clinic';
import { callEndpoint } from '../../../lib/api/endpoint-client';

const rows = (data: Appointment[] | null): Appointment[] => data ?? [];

/** GET /Appointment/GetByDoctorId/{doctorId}, every row: the doctor's dashboard groups them itself. */
export async function getAllDoctorAppointments(doctorId: number): Promise<Appointment[]> {
  return rows(await callEndpoint(endpoints.appointment.getByDoctorId, { params: { id: doctorId } }));
}

// The same entry as the appointment manager's list: both show the same rows and refresh together.
export const allDoctorAppointmentsQueryOptions = (doctorId: number) =>
  queryOptions({ ...doctorAppointmentsQueryOptions(doctorId), select: rows });

export function useAllDoctorAppointments(doctorId: number) {
  return useQuery(allDoctorAppointmentsQueryOptions(doctorId));
}
