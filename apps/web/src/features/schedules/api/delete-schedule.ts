import { endpoints } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { invalidateSchedules } from './get-schedules';

/** DELETE /DoctorSchedule/Delete/{id}. */
export async function deleteSchedule(scheduleId: number): Promise<string> {
  const { message } = await callEndpointFull(endpoints.doctorSchedule.delete, { params: { id: scheduleId } });
  return message;
}

export const deleteScheduleMutationOptions = () => mutationOptions({ mutationFn: deleteSchedule });

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteScheduleMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
