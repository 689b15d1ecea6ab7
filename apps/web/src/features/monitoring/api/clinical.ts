import { type ClinicalThresholdsBody, type EacSessionCreateBody, endpoints } from '@clinic/contract';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api/endpoint-hooks';
import { ApiError } from '../../../lib/api-client';

const { clinical } = endpoints;

/** An empty answer is a missing record, as the server's 404 is. */
function present<T>(data: T | null): T {
  if (!data) throw new ApiError(404, 'not found');
  return data;
}

/** GET /Clinical/Summary/{patientId}: the patient's own, or a doctor's patient; a 404 when it is not theirs. */
export function useClinicalSummary(patientId: number | null) {
  return useEndpointQuery(clinical.getSummary, patientId === null ? null : { params: { patientId } }, {
    read: present,
  });
}

/** POST /Clinical/EacSession; the summary (its episode counts sessions) and the worklist change. */
export const useRecordEacSession = () =>
  useEndpointMutation(clinical.createEacSession, {
    input: (body: EacSessionCreateBody) => ({ body }),
    invalidates: [clinical.getSummary, clinical.getWorklist],
  });

/** GET /Clinical/Settings (Admin). */
export function useClinicalSettings() {
  return useEndpointQuery(clinical.getSettings, {}, { read: present });
}

/** PUT /Clinical/Settings with every threshold; every plan depends on them. */
export const useSaveClinicalSettings = () =>
  useEndpointMutation(clinical.updateSettings, {
    input: (body: ClinicalThresholdsBody) => ({ body }),
    invalidates: [clinical.getSettings, clinical.getSummary, clinical.getWorklist],
  });
