import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { byId, endpointQuery } from '../../../lib/api/endpoint-query';

/** GET /Doctor/GetByID/{id}, read only for the name shown on the create page. */
export function useDoctorName(doctorId: number | null) {
  return useQuery({
    ...endpointQuery(endpoints.profile.doctor.getById, byId(doctorId)),
    select: (data): string | null =>
      typeof data?.fullName === 'string' && data.fullName ? data.fullName : null,
    retry: false,
  });
}
