import type { AppointmentsPerMonth } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /AdminDashboard/GetAppointmentsLast6Months (Admin): oldest month first, the current month last. */
export async function getAppointmentsLast6Months(): Promise<AppointmentsPerMonth[]> {
  const { data } = await apiRequest<AppointmentsPerMonth[]>('/AdminDashboard/GetAppointmentsLast6Months');
  return Array.isArray(data) ? data : [];
}

export const appointmentsLast6MonthsQueryOptions = () =>
  queryOptions({ queryKey: ['statistics', 'appointments-6-months'], queryFn: getAppointmentsLast6Months });

export function useAppointmentsLast6Months() {
  return useQuery(appointmentsLast6MonthsQueryOptions());
}
