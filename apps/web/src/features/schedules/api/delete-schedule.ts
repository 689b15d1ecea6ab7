import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { SCHEDULES_KEY } from './get-schedules';

/** DELETE /DoctorSchedule/Delete/{id}. */
export async function deleteSchedule(scheduleId: number): Promise<string> {
  const { message } = await apiRequest<null>(`/DoctorSchedule/Delete/${scheduleId}`, { method: 'DELETE' });
  return message;
}

export const deleteScheduleMutationOptions = () => mutationOptions({ mutationFn: deleteSchedule });

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteScheduleMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY }),
  });
}
