import { type Appointment, endpoints } from '@clinic/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateClinic } from '../../../lib/api/clinic';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';

export interface StatusChange {
  appointmentId: number;
  status: 'Confirmed' | 'Cancelled';
}

/** PUT /Appointment/Update with a status: the doctor accepts or cancels a Scheduled appointment. */
async function updateAppointmentStatus(
  change: StatusChange,
): Promise<{ appointment: Appointment | null; message: string }> {
  const { data, message } = await callEndpointFull(endpoints.appointment.update, { body: change });
  return { appointment: data, message };
}

export function useUpdateAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointmentStatus,
    meta: OWN_ERRORS,
    // The dashboards and the lists read the same rows.
    onSettled: () => invalidateClinic(queryClient),
  });
}
