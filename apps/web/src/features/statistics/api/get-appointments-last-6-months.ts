import { type AppointmentsPerMonth, endpoints } from '@clinic/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/endpoint-client';
import { queryKeys } from '../../../lib/api/query-keys';

const endpoint = endpoints.statistics.appointmentsLastSixMonths;

const months = (data: AppointmentsPerMonth[] | null): AppointmentsPerMonth[] =>
  Array.isArray(data) ? data : [];

/** GET /AdminDashboard/GetAppointmentsLast6Months (Admin): oldest month first, the current month last. */
export async function getAppointmentsLast6Months(): Promise<AppointmentsPerMonth[]> {
  return months(await callEndpoint(endpoint));
}

export const appointmentsLast6MonthsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.of(endpoint), queryFn: () => callEndpoint(endpoint), select: months });

export function useAppointmentsLast6Months() {
  return useQuery(appointmentsLast6MonthsQueryOptions());
}
