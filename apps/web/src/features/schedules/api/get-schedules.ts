import { type DoctorSchedule, endpoints, sortByWeekday } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';
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

/** GET /DoctorSchedule/GetAll (Admin, Manager, Staff), or GET /DoctorSchedule/GetByDoctorId/{id}: Monday..Sunday. */
export function useSchedules(doctorId: number | null, enabled = true) {
  const { getAll, getByDoctorId } = endpoints.doctorSchedule;
  const query =
    doctorId === null
      ? endpointQuery(getAll, enabled ? {} : null)
      : endpointQuery(getByDoctorId, enabled ? { params: { id: doctorId } } : null);
  return useQuery({ ...query, select: parseScheduleList });
}
