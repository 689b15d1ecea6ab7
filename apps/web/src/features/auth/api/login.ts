import { type Envelope, endpoints, type LoginBody, type LoginData } from '@clinic/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';

export function login(body: LoginBody): Promise<Envelope<LoginData>> {
  return callEndpointFull(endpoints.auth.login, { body });
}

export const loginMutationOptions = () => mutationOptions({ mutationFn: login });

export function useLogin() {
  return useMutation({ ...loginMutationOptions(), meta: OWN_ERRORS });
}
