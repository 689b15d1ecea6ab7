import { endpoints } from '@clinic/contract';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { REGIMEN_READS } from './get-regimens';

export interface RegimenCreateInput {
  regimenName: string;
  component1Id: number | null;
  component2Id: number | null;
  component3Id: number | null;
  component4Id: number | null;
  description: string;
  suitableFor: string;
  sideEffects: string;
  usageInstructions: string;
  frequency: 1 | 2;
}

/** POST /ARVRegimens/Create: answers data.regimenId. A doctor's regimen is always customised. */
export const useCreateRegimen = () =>
  useEndpointMutation(endpoints.arvRegimen.create, {
    input: (body: RegimenCreateInput) => ({ body }),
    answer: ({ data, message }) => ({ regimenId: data?.regimenId ?? null, message }),
    invalidates: REGIMEN_READS,
  });
