import '../../components/form-styles';
import { isSimpleEmail, verifyCodeField } from '@clinic/contract';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { notifyInfo, notifySuccess } from '../../lib/notify';
import { useSendVerifyEmail } from './api/send-verify-email';
import { useVerifyPatient } from './api/verify-patient';
import { authMessages as m } from './messages';

/** Spec 2: the e-mail comes in navigation state; ?email= keeps a reload working. */
function useVerifyEmail(): string | null {
  const state = useLocation().state as { email?: unknown } | null;
  const [params] = useSearchParams();
  const email = typeof state?.email === 'string' ? state.email : params.get('email');
  return email && isSimpleEmail(email) ? email : null;
}

export function VerifyPage() {
  const email = useVerifyEmail();
  const navigate = useNavigate();
  const verify = useVerifyPatient();
  const resend = useSendVerifyEmail();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  if (!email) {
    return (
      <AuthCard title={m.verify.title}>
        <Alert color="red" title={m.verify.missingTitle} role="alert">
          {m.verify.missingEmail}
        </Alert>
        <Group>
          <Button component={Link} to={paths.register}>
            {m.verify.toRegister}
          </Button>
          <Button component={Link} to={paths.login} variant="outline">
            {m.verify.toLogin}
          </Button>
        </Group>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = verifyCodeField.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? m.codeRequired);
      return;
    }
    verify.mutate(
      { email, verifyCode: parsed.data },
      {
        onSuccess: (message) => {
          notifySuccess(message || m.verify.success);
          void navigate(paths.login, { replace: true });
        },
        onError: (error) => {
          setFormError(
            error instanceof ApiError && error.serverMessage ? error.serverMessage : m.verify.failed,
          );
        },
      },
    );
  };

  const onResend = () => {
    // Spec 7: the result of a resend is not shown; the server answers the same either way.
    resend.mutate(email, { onSettled: () => notifyInfo(m.verify.resent) });
  };

  return (
    <AuthCard title={m.verify.title} intro={m.verify.intro(email)}>
      {formError && (
        <Alert color="red" title={m.errorTitle} role="alert">
          {formError}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={m.verify.code}
            name="verifyCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            error={codeError}
            onChange={(e) => {
              setCode(e.currentTarget.value.replace(/\D/g, ''));
              setCodeError(null);
            }}
          />
          <Button type="submit" fullWidth disabled={verify.isPending}>
            {verify.isPending ? m.verify.submitting : m.verify.submit}
          </Button>
          <Button variant="outline" fullWidth onClick={onResend} disabled={resend.isPending}>
            {m.verify.resend}
          </Button>
          <Anchor component={Link} to={paths.login} size="sm" ta="center">
            {m.verify.toLogin}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
