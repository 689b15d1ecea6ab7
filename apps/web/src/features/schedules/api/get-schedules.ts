import { type DoctorSchedule, endpoints, sortByWeekday } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';
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
  const data = await callEndpoint(endpoints.doctorSchedule.getAll);
  return parseScheduleList(data);
}

/** GET /DoctorSchedule/GetByDoctorId/{id}, Monday..Sunday. */
export async function getDoctorSchedules(doctorId: number): Promise<DoctorSchedule[]> {
  const data = await callEndpoint(endpoints.doctorSchedule.getByDoctorId, { params: { id: doctorId } });
  return parseScheduleList(data);
}

/** A saved schedule shows in every doctor's week and in the whole list. */
export const SCHEDULE_READS = [
  endpoints.doctorSchedule.getAll,
  endpoints.doctorSchedule.getByDoctorId,
  endpoints.doctorSchedule.getById,
];

/** doctorId null: every schedule. */
export const schedulesQueryOptions = (doctorId: number | null) =>
  queryOptions({
    queryKey:
      doctorId === null
        ? queryKeys.of(endpoints.doctorSchedule.getAll)
        : queryKeys.of(endpoints.doctorSchedule.getByDoctorId, { id: doctorId }),
    queryFn: () => (doctorId === null ? getAllSchedules() : getDoctorSchedules(doctorId)),
  });

export function useSchedules(doctorId: number | null, enabled = true) {
  return useQuery({ ...schedulesQueryOptions(doctorId), enabled });
}
