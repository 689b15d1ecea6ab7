import { type DoctorSchedule, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
import { parseSchedule } from './get-schedules';

/** GET /DoctorSchedule/GetById/{id}: one schedule with the doctor's fullName. */
export async function getSchedule(scheduleId: number): Promise<DoctorSchedule> {
  const data = await callEndpoint(endpoints.doctorSchedule.getById, { params: { id: scheduleId } });
  return parseSchedule(data);
}

export const scheduleQueryOptions = (scheduleId: number) =>
  queryOptions({
    queryKey: queryKeys.of(endpoints.doctorSchedule.getById, { id: scheduleId }),
    queryFn: () => getSchedule(scheduleId),
  });

export function useSchedule(scheduleId: number | null) {
  return useQuery({ ...scheduleQueryOptions(scheduleId ?? 0), enabled: scheduleId !== null });
}
