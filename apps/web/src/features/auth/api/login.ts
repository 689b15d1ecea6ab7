import { endpoints } from '@clinic/contract';
import { useBodyMutation } from '../../../lib/api/endpoint-mutation';

const endpoint = endpoints.auth.login;

/** POST /Auth/login: the whole envelope, whose status and data tell a login from an unverified account. */
export const useLogin = () =>
  useBodyMutation(endpoint, {
    answer: (envelope) => envelope,
  });
