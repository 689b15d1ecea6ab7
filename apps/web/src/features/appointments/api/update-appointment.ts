import { type Appointment, type AppointmentUpdateBody, endpoints } from '@clinic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateClinic } from '../../../lib/api/clinic';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';

/** PUT /Appointment/Update: appointmentId plus the fields that change. */
async function updateAppointment(
  body: AppointmentUpdateBody,
): Promise<{ appointment: Appointment | null; message: string }> {
  const { data, message } = await callEndpointFull(endpoints.appointment.update, { body });
  return { appointment: data, message };
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    meta: OWN_ERRORS,
    onSettled: () => {
      void invalidateClinic(queryClient);
    },
  });
}
