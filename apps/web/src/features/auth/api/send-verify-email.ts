import { endpoints } from '@clinic/contract';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';

const endpoint = endpoints.email.sendEmail;

/** Sends a fresh e-mail verification code (a new code replaces the old one). */
export const useSendVerifyEmail = () =>
  useEndpointMutation(endpoint, {
    input: (email: string) => ({ body: { email } }),
  });
