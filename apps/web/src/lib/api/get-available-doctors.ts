import { type AvailableDoctor, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './endpoint-client';
import { queryKeys } from './query-keys';

export interface Slot {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm:ss */
  time: string;
}

const endpoint = endpoints.appointment.getAvailableDoctors;
const slotQuery = (slot: Slot) => ({ appointmentDate: slot.date, appointmentTime: slot.time });

/** GET /Appointment/GetAvailableDoctors?appointmentDate&appointmentTime: booking and rescheduling. */
export async function getAvailableDoctors(slot: Slot): Promise<AvailableDoctor[]> {
  const data = await callEndpoint(endpoint, { query: slotQuery(slot) });
  return data?.availableDoctors ?? [];
}

export const availableDoctorsQueryOptions = (slot: Slot) =>
  queryOptions({
    queryKey: queryKeys.of(endpoint, null, slotQuery(slot)),
    queryFn: () => callEndpoint(endpoint, { query: slotQuery(slot) }),
    select: (data): AvailableDoctor[] => data?.availableDoctors ?? [],
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
