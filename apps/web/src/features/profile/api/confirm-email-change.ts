import { endpoints, type Role } from '@clinic/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';
import { profileQuery } from './get-profile';

/**
 * POST /Email/ConfirmEmailChange: the code mailed to the pending address makes it the account's e-mail. The
 * cached profile takes the confirmed address at once, so the page shows it without a reload.
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
      const { queryKey } = profileQuery(role, id);
      queryClient.setQueryData(queryKey, (old) => (old ? { ...old, email, pendingEmail: null } : old));
      return [queryKey];
    },
  });
}
