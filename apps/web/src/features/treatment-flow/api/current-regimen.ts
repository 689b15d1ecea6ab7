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

/** What S27 reads of the patient, from the same summary: the ARV hypersensitivities recorded and HLA-B*5701. */
export function useRecordedAllergies(patientId: number | undefined) {
  return useQuery({
    ...endpointQuery(
      endpoints.clinical.getSummary,
      patientId === undefined ? null : { params: { patientId } },
    ),
    select: (summary) => ({
      hypersensitivities: summary?.hypersensitivities ?? [],
      hlaB5701: summary?.hlaB5701 ?? null,
    }),
    retry: false,
  });
}
