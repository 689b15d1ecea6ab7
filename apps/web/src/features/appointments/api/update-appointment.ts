import type { Appointment, AppointmentUpdateBody } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';

/** PUT /Appointment/Update: appointmentId plus the fields that change (spec 7). */
export async function updateAppointment(
  body: AppointmentUpdateBody,
): Promise<{ appointment: Appointment | null; message: string }> {
  const { data, message } = await apiRequest<Appointment>('/Appointment/Update', { method: 'PUT', body });
  return { appointment: data, message };
}

export const updateAppointmentMutationOptions = () => mutationOptions({ mutationFn: updateAppointment });

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateAppointmentMutationOptions(),
    meta: OWN_ERRORS,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['patient'] });
      void queryClient.invalidateQueries({ queryKey: ['available-doctors'] });
    },
  });
}
