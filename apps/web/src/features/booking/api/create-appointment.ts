import type { Appointment, AppointmentType } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';

/** The body of POST /Appointment/Create as spec 7 sends it (status 'Pending'; the server stores Scheduled). */
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

export async function createAppointment(
  body: CreateAppointmentBody,
): Promise<{ appointment: Appointment | null; message: string }> {
  const { data, message } = await apiRequest<Appointment>('/Appointment/Create', { method: 'POST', body });
  return { appointment: data, message };
}

export const createAppointmentMutationOptions = () => mutationOptions({ mutationFn: createAppointment });

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createAppointmentMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['patient'] });
      void queryClient.invalidateQueries({ queryKey: ['available-doctors'] });
    },
  });
}
