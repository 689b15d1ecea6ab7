import { endpoints } from '@clinic/contract';
import { useBodyMutation } from '../../../lib/api/endpoint-mutation';

const endpoint = endpoints.email.verifyPatient;

/** POST /Email/VerifyPatient with the mailed code; answers the server's message. */
export const useVerifyPatient = () => useBodyMutation(endpoint);
