import type { TreatmentItem } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { ownTreatmentsQuery } from '../../../lib/api/own-treatments';

export const useMyTreatments = () => useQuery(ownTreatmentsQuery());

/** "The item whose appointmentId equals the route value is used". */
export function treatmentForAppointment(items: TreatmentItem[], appointmentId: number): TreatmentItem | null {
  return items.find((t) => Number(t.appointmentId) === appointmentId) ?? null;
}
