import type { DoctorSchedule, ScheduleUpdateBody } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { SCHEDULES_KEY } from './get-schedules';

/** PUT /DoctorSchedule/Update {scheduleId, startTime, endTime}. */
export async function updateSchedule(body: ScheduleUpdateBody): Promise<DoctorSchedule | null> {
  const { data } = await apiRequest<DoctorSchedule>('/DoctorSchedule/Update', { method: 'PUT', body });
  return data;
}

export const updateScheduleMutationOptions = () => mutationOptions({ mutationFn: updateSchedule });

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateScheduleMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY }),
  });
}
