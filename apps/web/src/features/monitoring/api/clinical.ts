import {
  type ClinicalThresholdsBody,
  type CoMedicationsBody,
  type EacSessionCreateBody,
  endpoints,
  type TestTypeKind,
  type WeightCreateBody,
} from '@clinic/contract';
import { found, useEndpointQuery } from '../../../lib/api/endpoint-hooks';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';

const { clinical } = endpoints;

/**
 * The active test type measuring `kind` (the first one, when several do), for a link to book that test; null
 * when the clinic offers none.
 */
export function useTestTypeOfKind(kind: TestTypeKind | null) {
  return useEndpointQuery(endpoints.testType.getAll, kind === null ? null : {}, {
    select: (types) => types?.find((type) => type.isActive && type.kind === kind)?.testTypeId ?? null,
  });
}

/** GET /Clinical/Summary/{patientId}: the patient's own, or a doctor's patient; a 404 when it is not theirs. */
export function useClinicalSummary(patientId: number | null) {
  return useEndpointQuery(clinical.getSummary, patientId === null ? null : { params: { patientId } }, {
    read: found,
  });
}

/** POST /Clinical/EacSession; the summary (its episode counts sessions) and the worklist change. */
export const useRecordEacSession = () =>
  useEndpointMutation(clinical.createEacSession, {
    input: (body: EacSessionCreateBody) => ({ body }),
    invalidates: [clinical.getSummary, clinical.getWorklist],
  });

/** PUT /Clinical/CoMedications with the whole list; the summary shows it and the regimen checks use it. */
export const useSaveCoMedications = () =>
  useEndpointMutation(clinical.setCoMedications, {
    input: (body: CoMedicationsBody) => ({ body }),
    invalidates: [clinical.getSummary, clinical.checkRegimen],
  });

/** POST /Clinical/Weight; the latest weight feeds the clearance and the checks. */
export const useRecordWeight = () =>
  useEndpointMutation(clinical.createWeight, {
    input: (body: WeightCreateBody) => ({ body }),
    invalidates: [clinical.getSummary, clinical.checkRegimen],
  });

/** GET /Clinical/Settings (Admin). */
export function useClinicalSettings() {
  return useEndpointQuery(clinical.getSettings, {}, { read: found });
}

/** PUT /Clinical/Settings with every threshold; every plan depends on them. */
export const useSaveClinicalSettings = () =>
  useEndpointMutation(clinical.updateSettings, {
    input: (body: ClinicalThresholdsBody) => ({ body }),
    invalidates: [clinical.getSettings, clinical.getSummary, clinical.getWorklist],
  });
