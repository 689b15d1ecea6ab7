import { type Appointment, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doctorAppointmentsQueryOptions as sharedDoctorAppointmentsQueryOptions } from '../../../lib/api/clinic';
import { callEndpoint } from '../../../lib/api/endpoint-client';

const rows = (data: Appointment[] | null): Appointment[] => data ?? [];

/** GET /Appointment/GetByDoctorId/{doctorId}: every appointment of the doctor, newest first. */
export async function getDoctorAppointments(doctorId: number): Promise<Appointment[]> {
  return rows(await callEndpoint(endpoints.appointment.getByDoctorId, { params: { id: doctorId } }));
}

export const doctorAppointmentsQueryOptions = (doctorId: number) =>
  queryOptions({ ...sharedDoctorAppointmentsQueryOptions(doctorId), select: rows });

export function useDoctorAppointments(doctorId: number | null) {
  return useQuery({ ...doctorAppointmentsQueryOptions(doctorId ?? 0), enabled: doctorId !== null });
}
