import { type AppointmentsPerMonth, endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/** GET /AdminDashboard/GetAppointmentsLast6Months (Admin): oldest month first, the current month last. */
export function useAppointmentsLast6Months() {
  return useQuery({
    ...endpointQuery(endpoints.statistics.appointmentsLastSixMonths, {}),
    select: (data): AppointmentsPerMonth[] => (Array.isArray(data) ? data : []),
  });
}
