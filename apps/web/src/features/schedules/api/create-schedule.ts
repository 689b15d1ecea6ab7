import type { DoctorSchedule, ScheduleCreateBody } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { SCHEDULES_KEY } from './get-schedules';

/** POST /DoctorSchedule/Create {doctorId, workDay, startTime, endTime (HH:MM:00)}. */
export async function createSchedule(body: ScheduleCreateBody): Promise<DoctorSchedule | null> {
  const { data } = await apiRequest<DoctorSchedule>('/DoctorSchedule/Create', { method: 'POST', body });
  return data;
}

export const createScheduleMutationOptions = () => mutationOptions({ mutationFn: createSchedule });

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createScheduleMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY }),
  });
}
