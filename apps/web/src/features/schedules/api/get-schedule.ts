import type { DoctorSchedule } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { parseSchedule, SCHEDULES_KEY } from './get-schedules';

/** GET /DoctorSchedule/GetById/{id}: one schedule with the doctor's fullName. */
export async function getSchedule(scheduleId: number): Promise<DoctorSchedule> {
  const { data } = await apiRequest<DoctorSchedule>(`/DoctorSchedule/GetById/${scheduleId}`);
  return parseSchedule(data);
}

export const scheduleQueryOptions = (scheduleId: number) =>
  queryOptions({ queryKey: [...SCHEDULES_KEY, 'one', scheduleId], queryFn: () => getSchedule(scheduleId) });

export function useSchedule(scheduleId: number | null) {
  return useQuery({ ...scheduleQueryOptions(scheduleId ?? 0), enabled: scheduleId !== null });
}
