import { type AvailableDoctor, endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from './endpoint-query';

export interface Slot {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm:ss */
  time: string;
}

/** GET /Appointment/GetAvailableDoctors?appointmentDate&appointmentTime: booking and rescheduling. */
export function useAvailableDoctors(slot: Slot | null) {
  return useQuery({
    ...endpointQuery(
      endpoints.appointment.getAvailableDoctors,
      slot && { query: { appointmentDate: slot.date, appointmentTime: slot.time } },
    ),
    select: (data): AvailableDoctor[] => data?.availableDoctors ?? [],
    // Availability changes with every booking: always ask again.
    staleTime: 0,
    retry: false,
  });
}
