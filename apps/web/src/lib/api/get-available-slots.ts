import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './endpoint-client';
import { queryKeys } from './query-keys';

const slotsEndpoint = endpoints.appointment.getAvailableSlots;
const hoursEndpoint = endpoints.doctorSchedule.getWorkingHours;

/** GET /Appointment/GetAvailableSlots: the free hours of `days` days from `from`, of one doctor or all. */
export function useAvailableSlots(from: string, days: number, doctorId?: number) {
  const query = { from, days, ...(doctorId ? { doctorId } : {}) };
  return useQuery({
    queryKey: queryKeys.of(slotsEndpoint, null, query),
    queryFn: ({ signal }) => callEndpoint(slotsEndpoint, { query, signal }),
    select: (data) => data?.days ?? [],
    // Every booking changes them: ask again whenever the picker is shown.
    staleTime: 0,
  });
}

/** GET /DoctorSchedule/GetWorkingHours: each active doctor's weekly hours, for the picker's doctor cards. */
export function useWorkingHours(doctorId?: number) {
  const query = doctorId ? { doctorId } : {};
  return useQuery({
    queryKey: queryKeys.of(hoursEndpoint, null, query),
    queryFn: ({ signal }) => callEndpoint(hoursEndpoint, { query, signal }),
    select: (data) => data ?? [],
  });
}
