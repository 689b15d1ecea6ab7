import { endpoints } from '@clinic/contract';
import { useBodyMutation } from '../../../lib/api/endpoint-mutation';

/** POST /Email/ConfirmEmailChangeLink with the token of the mailed link; answers the server's message. */
export const useConfirmEmailChangeLink = () => useBodyMutation(endpoints.email.confirmEmailChangeLink);
