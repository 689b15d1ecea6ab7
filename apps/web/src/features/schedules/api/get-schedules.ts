import { type DoctorSchedule, sortByWeekday } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { InvalidResponseError } from '../schedule-rules';

function isSchedule(value: unknown): value is DoctorSchedule {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.scheduleId === 'number' &&
    typeof row.workDay === 'string' &&
    typeof row.startTime === 'string' &&
    typeof row.endTime === 'string'
  );
}

export function parseScheduleList(data: unknown): DoctorSchedule[] {
  if (!Array.isArray(data) || !data.every(isSchedule)) throw new InvalidResponseError();
  return sortByWeekday(data);
}

export function parseSchedule(data: unknown): DoctorSchedule {
  if (!isSchedule(data)) throw new InvalidResponseError();
  return data;
}

/** GET /DoctorSchedule/GetAll (Admin, Manager, Staff), Monday..Sunday. */
export async function getAllSchedules(): Promise<DoctorSchedule[]> {
  const { data } = await apiRequest<DoctorSchedule[]>('/DoctorSchedule/GetAll');
  return parseScheduleList(data);
}

/** GET /DoctorSchedule/GetByDoctorId/{id}, Monday..Sunday. */
export async function getDoctorSchedules(doctorId: number): Promise<DoctorSchedule[]> {
  const { data } = await apiRequest<DoctorSchedule[]>(`/DoctorSchedule/GetByDoctorId/${doctorId}`);
  return parseScheduleList(data);
}

export const SCHEDULES_KEY = ['schedules'] as const;

/** doctorId null: every schedule. */
export const schedulesQueryOptions = (doctorId: number | null) =>
  queryOptions({
    queryKey: [...SCHEDULES_KEY, doctorId ?? 'all'],
    queryFn: () => (doctorId === null ? getAllSchedules() : getDoctorSchedules(doctorId)),
  });

export function useSchedules(doctorId: number | null, enabled = true) {
  return useQuery({ ...schedulesQueryOptions(doctorId), enabled });
}
