import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from './endpoint-query';

/** GET /Appointment/GetAvailableSlots: the free hours of `days` days from `from`, of one doctor or all. */
export function useAvailableSlots(from: string, days: number, doctorId?: number) {
  return useQuery({
    ...endpointQuery(endpoints.appointment.getAvailableSlots, {
      query: { from, days, ...(doctorId ? { doctorId } : {}) },
    }),
    select: (data) => data?.days ?? [],
    // Every booking changes them: ask again whenever the picker is shown.
    staleTime: 0,
  });
}

/** GET /DoctorSchedule/GetWorkingHours: each active doctor's weekly hours, for the picker's doctor cards. */
export function useWorkingHours(doctorId?: number) {
  return useQuery({
    ...endpointQuery(endpoints.doctorSchedule.getWorkingHours, { query: doctorId ? { doctorId } : {} }),
    select: (data) => data ?? [],
  });
}
