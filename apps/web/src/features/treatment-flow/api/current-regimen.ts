import { endpoints } from '@clinic/contract';
import { useEndpointQuery } from '../../../lib/api/endpoint-hooks';

/**
 * The regimen the patient is on now, from their clinical summary (the same cached read as the summary page);
 * null when none. No patient id (an anonymous appointment): nothing to compare with.
 */
export function useCurrentRegimen(patientId: number | undefined) {
  return useEndpointQuery(
    endpoints.clinical.getSummary,
    patientId === undefined ? null : { params: { patientId } },
    { select: (summary) => summary?.currentRegimen ?? null, retry: false },
  );
}
