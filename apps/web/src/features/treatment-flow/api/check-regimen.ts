import { endpoints } from '@clinic/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/api/endpoint-query';
import type { RegimenDose } from '../regimen-components';

/**
 * POST /Clinical/CheckRegimen for the components about to be prescribed, with their tablets and intakes a day
 * (the daily doses the check judges), read like a query: it changes with
 * the choice, and the last answer stays on screen while the next one loads. No patient id (an anonymous
 * appointment) or no component: no check here, the server still runs it on Treatment/Create.
 */
export function useRegimenCheck(patientId: number | undefined, dose: RegimenDose) {
  return useQuery({
    ...endpointQuery(
      endpoints.clinical.checkRegimen,
      patientId === undefined || dose.componentIds.length === 0 ? null : { body: { patientId, ...dose } },
    ),
    placeholderData: keepPreviousData,
  });
}
