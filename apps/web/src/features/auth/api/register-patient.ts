import { endpoints } from '@clinic/contract';
import { useBodyMutation } from '../../../lib/api/endpoint-mutation';

const endpoint = endpoints.profile.registerPatient;

/** POST /Patient/Create: a new patient account, verified by the code mailed next. */
export const useRegisterPatient = () => useBodyMutation(endpoint);
