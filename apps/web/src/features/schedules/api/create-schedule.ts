import { type DoctorSchedule, endpoints, type ScheduleCreateBody } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { invalidateSchedules } from './get-schedules';

/** POST /DoctorSchedule/Create {doctorId, workDay, startTime, endTime (HH:MM:00)}. */
export async function createSchedule(body: ScheduleCreateBody): Promise<DoctorSchedule | null> {
  return callEndpoint(endpoints.doctorSchedule.create, { body });
}

export const createScheduleMutationOptions = () => mutationOptions({ mutationFn: createSchedule });

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createScheduleMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
