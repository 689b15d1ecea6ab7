import { type Appointment, type AppointmentType, endpoints } from '@clinic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { invalidateClinic } from '../../../lib/api/clinic';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';

/** The body of POST /Appointment/Create as the booking sends it (status 'Pending'; the server stores Scheduled). */
export interface CreateAppointmentBody {
  patientId: number;
  doctorId: number;
  appointmentDate: string;
  appointmentTime: string;
  appointmentType: AppointmentType;
  testTypeId: number | null;
  isAnonymous: boolean;
  status: 'Pending';
}

async function createAppointment(
  body: CreateAppointmentBody,
): Promise<{ appointment: Appointment | null; message: string }> {
  const { data, message } = await callEndpointFull(endpoints.appointment.create, {
    body: body satisfies z.input<typeof endpoints.appointment.create.body>,
  });
  return { appointment: data, message };
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    meta: OWN_ERRORS,
    onSuccess: () => {
      void invalidateClinic(queryClient);
    },
  });
}
