import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { byId, endpointQuery } from '../../../lib/api/endpoint-query';
import { parseSchedule } from './get-schedules';

/** GET /DoctorSchedule/GetById/{id}: one schedule with the doctor's fullName. */
export function useSchedule(scheduleId: number | null) {
  return useQuery({
    ...endpointQuery(endpoints.doctorSchedule.getById, byId(scheduleId)),
    select: parseSchedule,
  });
}
