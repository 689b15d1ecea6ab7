import type { Envelope, LoginBody, LoginData } from '@clinic/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OWN_ERRORS } from '../../../lib/query-client';

export function login(body: LoginBody): Promise<Envelope<LoginData>> {
  return apiRequest<LoginData>('/Auth/login', { method: 'POST', body, auth: false });
}

export const loginMutationOptions = () => mutationOptions({ mutationFn: login });

export function useLogin() {
  return useMutation({ ...loginMutationOptions(), meta: OWN_ERRORS });
}
