import type { AvailableDoctor } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

export interface Slot {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm:ss */
  time: string;
}

/** GET /Appointment/GetAvailableDoctors?appointmentDate&appointmentTime (spec 7): booking and rescheduling. */
export async function getAvailableDoctors(slot: Slot): Promise<AvailableDoctor[]> {
  const { data } = await apiRequest<{ availableDoctors?: AvailableDoctor[] }>(
    '/Appointment/GetAvailableDoctors',
    {
      query: { appointmentDate: slot.date, appointmentTime: slot.time },
    },
  );
  return data?.availableDoctors ?? [];
}

export const availableDoctorsQueryOptions = (slot: Slot) =>
  queryOptions({
    queryKey: ['available-doctors', slot.date, slot.time],
    queryFn: () => getAvailableDoctors(slot),
    // Availability changes with every booking: always ask again.
    staleTime: 0,
    retry: false,
  });

export function useAvailableDoctors(slot: Slot | null) {
  return useQuery({
    ...availableDoctorsQueryOptions(slot ?? { date: '', time: '' }),
    enabled: slot !== null,
  });
}
