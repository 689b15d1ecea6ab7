import { endpoints, type Profile, type Role } from '@clinic/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointFull } from '../../../lib/api/endpoint-client';
import { OWN_ERRORS } from '../../../lib/query-client';
import { profileQueryOptions } from './get-profile';

export interface EmailChangeResult {
  email: string;
  message: string;
}

/** POST /Email/ConfirmEmailChange: the code mailed to the pending address makes it the account's e-mail. */
export async function confirmEmailChange(verifyCode: string): Promise<EmailChangeResult> {
  const { data, message } = await callEndpointFull(endpoints.email.confirmEmailChange, {
    body: { verifyCode },
  });
  if (!data) throw new Error('empty answer');
  return { email: data.email, message };
}

export const confirmEmailChangeMutationOptions = () => mutationOptions({ mutationFn: confirmEmailChange });

/** The cached profile takes the confirmed address at once, so the page shows it without a reload. */
export function useConfirmEmailChange(role: Role, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...confirmEmailChangeMutationOptions(),
    meta: OWN_ERRORS,
    onSuccess: ({ email }) =>
      queryClient.setQueryData(profileQueryOptions(role, id).queryKey, (old: Profile | null | undefined) =>
        old ? { ...old, email, pendingEmail: null } : old,
      ),
  });
}
