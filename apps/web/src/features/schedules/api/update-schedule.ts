import { type DoctorSchedule, endpoints, type ScheduleUpdateBody } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { invalidateSchedules } from './get-schedules';

/** PUT /DoctorSchedule/Update {scheduleId, startTime, endTime}. */
export async function updateSchedule(body: ScheduleUpdateBody): Promise<DoctorSchedule | null> {
  return callEndpoint(endpoints.doctorSchedule.update, { body });
}

export const updateScheduleMutationOptions = () => mutationOptions({ mutationFn: updateSchedule });

export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateScheduleMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
