import { endpoints } from '@clinic/contract';
import { useBodyMutation } from '../../../lib/api/endpoint-mutation';

const endpoint = endpoints.arvRegimen.create;

/** POST /ARVRegimens/Create: answers data.regimenId. A doctor's regimen is always customised. */
export const useCreateRegimen = () =>
  useBodyMutation(endpoint, {
    answer: ({ data, message }) => ({ regimenId: data?.regimenId ?? null, message }),
  });
