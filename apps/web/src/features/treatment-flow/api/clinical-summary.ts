import { endpoints } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';

/**
 * The patient's clinical summary, the same cached read as the summary page, which each hook below shapes with its
 * own `select`. No patient id (an anonymous appointment): nothing is asked. A patient who is not the doctor's
 * answers 404 at once, so no retry.
 */
const summaryRead = (patientId: number | undefined) => ({
  ...endpointQuery(endpoints.clinical.getSummary, patientId === undefined ? null : { params: { patientId } }),
  retry: false,
});

/** The regimen the patient is on now; null when none: nothing to compare with. */
export function useCurrentRegimen(patientId: number | undefined) {
  return useQuery({
    ...summaryRead(patientId),
    select: (summary) => summary?.currentRegimen ?? null,
  });
}

/** What S27 reads of the patient: the ARV hypersensitivities recorded and HLA-B*5701. */
export function useRecordedAllergies(patientId: number | undefined) {
  return useQuery({
    ...summaryRead(patientId),
    select: (summary) => ({
      hypersensitivities: summary?.hypersensitivities ?? [],
      hlaB5701: summary?.hlaB5701 ?? null,
    }),
  });
}

/** The patient's latest high-viral-load episode (open or closed), with its counselling sessions; null when none. */
export function useEpisode(patientId: number | undefined) {
  return useQuery({
    ...summaryRead(patientId),
    select: (summary) => summary?.plan.episode ?? null,
  });
}
