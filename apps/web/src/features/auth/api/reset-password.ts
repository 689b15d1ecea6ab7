import { endpoints } from '@clinic/contract';
import { useBodyMutation } from '../../../lib/api/endpoint-mutation';

const endpoint = endpoints.email.resetPassword;

/** POST /Email/ResetPassword with the mailed code; answers the server's message. */
export const useResetPassword = () => useBodyMutation(endpoint);
