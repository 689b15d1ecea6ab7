import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/** GET /Patient/GetByID of the patient themself: the dashboard warns of their insurance card's expiry from it. */
export function usePatientInsuranceExpiry(patientId: number) {
  return useQuery({
    ...endpointQuery(endpoints.profile.patient.getById, { params: { id: patientId } }),
    select: (profile) => profile?.insuranceExpiry ?? null,
  });
}
