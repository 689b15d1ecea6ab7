import { endpoints, type Role } from '@clinic/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { updateStoredUser } from '../../../lib/auth/session';
import { profileQuery } from './get-profile';

/**
 * POST /Email/ConfirmEmailChange: the code mailed to the pending address makes it the account's e-mail. The
 * cached profile and the stored session take the confirmed address at once, so the page shows it without a
 * reload; here rather than in the panel, which leaves the screen as soon as the profile has no pending address.
 */
export function useConfirmEmailChange(role: Role, id: number) {
  const queryClient = useQueryClient();
  return useEndpointMutation(endpoints.email.confirmEmailChange, {
    input: (verifyCode: string) => ({ body: { verifyCode } }),
    answer: ({ data, message }) => {
      if (!data) throw new Error('empty answer');
      return { email: data.email, message };
    },
    fillFromAnswer: ({ email }) => {
      updateStoredUser({ email });
      const { queryKey } = profileQuery(role, id);
      queryClient.setQueryData(queryKey, (old) => (old ? { ...old, email, pendingEmail: null } : old));
      return [queryKey];
    },
  });
}
