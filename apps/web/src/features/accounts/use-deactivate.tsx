import { Text } from '@mantine/core';
import { confirmDelete } from '../../components/confirm-delete';
import { notifyError, notifySuccess } from '../../lib/notify';
import { KINDS } from './account-kinds';
import {
  type AccountKind,
  type AccountProfile,
  buildUpdateBody,
  interpretSaveError,
  valuesFromProfile,
} from './account-model';
import { type AccountUpdateBody, useUpdateAccount } from './api/update-account';
import { accountsMessages as m } from './messages';

/**
 * Soft deletion with its confirmation: staff and managers send only userId and isActive
 * false; a doctor sends the whole update body with isActive false.
 */
export function useDeactivate(kind: AccountKind) {
  const texts = KINDS[kind].texts;
  const update = useUpdateAccount(kind);

  const run = (profile: AccountProfile) => {
    let body: AccountUpdateBody;
    if (kind === 'Doctor') {
      const built = buildUpdateBody(kind, profile, valuesFromProfile(profile), false);
      if ('errors' in built) {
        notifyError(Object.values(built.errors)[0] ?? texts.deleteFailed);
        return;
      }
      body = built.body;
    } else {
      body = { userId: profile.userId, isActive: false };
    }
    update.mutate(body, {
      onSuccess: () => notifySuccess(texts.deleted(profile.fullName)),
      onError: (error) => notifyError(interpretSaveError(error, texts.deleteFailed).message),
    });
  };

  const confirm = (profile: AccountProfile) =>
    confirmDelete({
      title: m.confirm,
      children: <Text>{texts.deleteQuestion(profile.fullName)}</Text>,
      onConfirm: () => run(profile),
    });

  const pendingUserId = update.isPending ? (update.variables?.userId ?? null) : null;
  return { confirm, pendingUserId };
}
