import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/**
 * The regimen the patient is on now, from their clinical summary (the same cached read as the summary page);
 * null when none. No patient id (an anonymous appointment): nothing to compare with.
 */
export function useCurrentRegimen(patientId: number | undefined) {
  return useQuery({
    ...endpointQuery(
      endpoints.clinical.getSummary,
      patientId === undefined ? null : { params: { patientId } },
    ),
    select: (summary) => summary?.currentRegimen ?? null,
    retry: false,
  });
}
