import '../../../components/form-styles';
import { confirmEmailChangeBody, type Profile, type Role } from '@clinic/contract';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-errors';
import { setServerFieldErrors, zodResolver } from '../../../lib/forms';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useUpdateProfile } from '../api/update-profile';
import { profileMessages as m } from '../messages';
import { buildProfileUpdate, formValuesFrom } from '../profile-model';

/**
 * A changed e-mail waits for the code mailed to the new address: this panel shows the pending address and takes
 * the code. "Gửi lại mã" saves the profile again with the pending address, which is how the server re-sends.
 */
const CODE_FIELDS = ['verifyCode'] as const;

export function EmailChangePanel({
  role,
  id,
  profile,
  pendingEmail,
}: {
  role: Role;
  id: number;
  profile: Profile;
  pendingEmail: string;
}) {
  const confirm = useConfirmEmailChange(role, id);
  const resend = useUpdateProfile(role, id);
  const form = useForm({ initialValues: { verifyCode: '' }, validate: zodResolver(confirmEmailChangeBody) });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (values: { verifyCode: string }) => {
    setFormError(null);
    confirm.mutate(confirmEmailChangeBody.parse(values).verifyCode, {
      onSuccess: ({ message }) => {
        form.setFieldValue('verifyCode', '');
        notifySuccess(message || m.confirmed);
      },
      onError: (error) => {
        const message = apiErrorMessage(error, m.confirmFailed);
        // A wrong code belongs under the field; anything else (address taken meanwhile) above the form.
        if (!setServerFieldErrors(form, error, CODE_FIELDS)) setFormError(message);
        notifyError(message);
      },
    });
  };

  const onResend = () => {
    const built = buildProfileUpdate(role, profile, { ...formValuesFrom(profile), email: pendingEmail });
    if ('errors' in built) {
      notifyError(m.updateFailed);
      return;
    }
    resend.mutate(built.body, {
      onSuccess: () => notifyInfo(m.resent),
      onError: (error) => notifyError(apiErrorMessage(error, m.updateError)),
    });
  };

  return (
    // A standing notice, not an alert: screen readers should not interrupt with it on every render.
    <Alert color="blue" title={m.pendingTitle} role="region" aria-label={m.pendingTitle}>
      <Stack gap="sm">
        <Text size="sm">{m.pendingText(pendingEmail, profile.email)}</Text>
        {formError && (
          <Alert color="red" title={m.errorTitle} role="alert">
            {formError}
          </Alert>
        )}
        <form
          onSubmit={form.onSubmit(onSubmit, () => setFormError(null))}
          noValidate
          aria-label={m.emailChangeForm}
        >
          <Stack gap="sm">
            <TextInput
              label={m.verifyCode}
              name="verifyCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              maw={240}
              required
              {...form.getInputProps('verifyCode')}
              onChange={(e) => form.setFieldValue('verifyCode', e.currentTarget.value.replace(/\D/g, ''))}
            />
            <Group gap="sm">
              <Button type="submit" disabled={confirm.isPending}>
                {confirm.isPending ? m.confirming : m.confirm}
              </Button>
              <Button variant="outline" onClick={onResend} disabled={resend.isPending}>
                {resend.isPending ? m.resending : m.resend}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Alert>
  );
}
