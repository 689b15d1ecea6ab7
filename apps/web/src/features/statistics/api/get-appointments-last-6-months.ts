import { type AppointmentsPerMonth, endpoints } from '@clinic/contract';
import { useEndpointQuery } from '../../../lib/api/endpoint-hooks';

/** GET /AdminDashboard/GetAppointmentsLast6Months (Admin): oldest month first, the current month last. */
export function useAppointmentsLast6Months() {
  return useEndpointQuery(
    endpoints.statistics.appointmentsLastSixMonths,
    {},
    {
      select: (data): AppointmentsPerMonth[] => (Array.isArray(data) ? data : []),
    },
  );
}
