import type { Appointment } from '@clinic/contract';
import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { appointmentQueryOptions as sharedAppointmentQueryOptions } from '../../../lib/api/clinic';
import { callEndpoint } from '../../../lib/api/endpoint-client';

/** GET /Appointment/GetByID/{id}: the appointment a result is recorded for. */
export async function getAppointment(appointmentId: number): Promise<Appointment | null> {
  return callEndpoint(endpoints.appointment.getById, { params: { id: appointmentId } });
}

export const appointmentQueryOptions = sharedAppointmentQueryOptions;

export function useAppointment(appointmentId: number | undefined) {
  return useQuery({ ...appointmentQueryOptions(appointmentId ?? 0), enabled: appointmentId !== undefined });
}
