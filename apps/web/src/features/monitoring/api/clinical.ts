import { endpoints, type TestTypeKind } from '@clinic/contract';
import { useQuery } from '@tanstack/react-query';
import { useBodyMutation } from '../../../lib/api/endpoint-mutation';
import { endpointQuery, found } from '../../../lib/api/endpoint-query';

const { clinical } = endpoints;

/**
 * The active test type measuring `kind` (the first one, when several do), for a link to book that test; null
 * when the clinic offers none.
 */
export function useTestTypeOfKind(kind: TestTypeKind | null) {
  return useQuery({
    ...endpointQuery(endpoints.testType.getAll, kind === null ? null : {}),
    select: (types) => types?.find((type) => type.isActive && type.kind === kind)?.testTypeId ?? null,
  });
}

/** GET /Clinical/Summary/{patientId}: the patient's own, or a doctor's patient; a 404 when it is not theirs. */
export function useClinicalSummary(patientId: number | null) {
  return useQuery({
    ...endpointQuery(clinical.getSummary, patientId === null ? null : { params: { patientId } }),
    select: found,
  });
}

/** POST /Clinical/EacSession; the summary (its episode counts sessions) and the worklist change. */
export const useRecordEacSession = () => useBodyMutation(clinical.createEacSession);

/** PUT /Clinical/CoMedications with the whole list; the summary shows it and the regimen checks use it. */
export const useSaveCoMedications = () => useBodyMutation(clinical.setCoMedications);

/** PUT /Clinical/Hypersensitivities with the whole list and HLA-B*5701; the checks read them (S27). */
export const useSaveHypersensitivities = () => useBodyMutation(clinical.setHypersensitivities);

/** PUT /Clinical/Breastfeeding; the viral-load schedule (VL5) follows it, so the summary is read again. */
export const useSaveBreastfeeding = () => useBodyMutation(clinical.setBreastfeeding);

/** PUT /Clinical/TransferIn (date null removes it); the indicators count a transfer in apart from TX_NEW. */
export const useSaveTransferIn = () => useBodyMutation(clinical.setTransferIn);

/**
 * POST /Retention/TracingOutcome with a final outcome (died, transferred out, stopped): it ends the patient's
 * reminders and takes them off the tracing list; the summary shows it.
 */
export const useRecordFinalOutcome = () => useBodyMutation(endpoints.retention.recordOutcome);

/** PUT /Clinical/ArtNumber: the manifest, the imports and the summary name the patient by it. */
export const useSaveArtNumber = () => useBodyMutation(endpoints.lab.setArtNumber);

/** PUT /Clinical/Identifiers: the national ID and the insurance card, whose expiry the summary warns of. */
export const useSavePatientIdentifiers = () => useBodyMutation(endpoints.lab.setIdentifiers);

/** POST /Clinical/Weight; the latest weight feeds the clearance and the checks. */
export const useRecordWeight = () => useBodyMutation(clinical.createWeight);

/** GET /Clinical/Settings (Admin). */
export function useClinicalSettings() {
  return useQuery({ ...endpointQuery(clinical.getSettings, {}), select: found });
}

/** PUT /Clinical/Settings with every threshold; every plan depends on them. */
export const useSaveClinicalSettings = () => useBodyMutation(clinical.updateSettings);
