import '../../components/form-styles';
import { isStrongPassword, loginBody, loginSkipsPasswordRule, ROLE_DASHBOARD } from '@clinic/contract';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { AuthCard } from '../../components/auth-card';
import { PasswordField } from '../../components/password-field';
import { paths } from '../../config/paths';
import { isSessionActive, saveSession } from '../../lib/auth/session';
import { useSession } from '../../lib/auth/use-session';
import { type FieldErrors, zodResolver } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { Link, Navigate, useLocation, useNavigate } from '../../lib/router';
import { useLogin } from './api/login';
import { useSendVerifyEmail } from './api/send-verify-email';
import { interpretLoginError, interpretLoginResponse, type LoginOutcome } from './auth-errors';
import { AuthForm, OtherWayIn, requiredFields, SubmitButton } from './components/auth-parts';
import { authMessages as m } from './messages';

/** Only same-app paths may be returned to, never another site. */
function safeFrom(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== paths.login
    ? from
    : null;
}

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

const checkLoginBody = zodResolver(loginBody, ({ username, password }: LoginValues) => ({
  username,
  password,
}));

/** The server's login body, plus the password rule that the login form alone applies (skipped for demo names). */
function validateLoginValues(values: LoginValues): FieldErrors {
  const errors: FieldErrors = checkLoginBody(values) as FieldErrors;
  const { username, password } = values;
  if (!errors.password && !loginSkipsPasswordRule(username, password) && !isStrongPassword(password))
    errors.password = m.password;
  return errors;
}

export function validateLogin(username: string, password: string): FieldErrors {
  return validateLoginValues({ username, password, remember: false });
}

export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const sendCode = useSendVerifyEmail();
  const form = useForm<LoginValues>({
    initialValues: { username: '', password: '', remember: false },
    validate: validateLoginValues,
  });
  const [outcome, setOutcome] = useState<Exclude<LoginOutcome, { kind: 'success' }> | null>(null);
  const field = requiredFields(form);

  // An authenticated user is sent on by role, or back to the page that asked for a login.
  if (isSessionActive(session)) {
    const target = safeFrom(location.state) ?? (session.role ? ROLE_DASHBOARD[session.role] : paths.home);
    return <Navigate to={target} replace />;
  }

  const onSubmit = ({ username, password }: LoginValues) => {
    setOutcome(null);
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (envelope) => {
          const result = interpretLoginResponse(envelope);
          if (result.kind !== 'success') return setOutcome(result);
          notifySuccess(m.login.success);
          saveSession(result.token, result.user);
        },
        onError: (error) => {
          const result = interpretLoginError(error);
          if (result.kind !== 'success') setOutcome(result);
        },
      },
    );
  };

  const goVerify = (email: string) => {
    const go = () => navigate(`${paths.verify}?email=${encodeURIComponent(email)}`, { state: { email } });
    // The code from registration may have expired; the verify page can still resend if this fails.
    sendCode.mutate(email, { onSettled: () => void go() });
  };

  return (
    <AuthCard title={m.login.title} intro={m.login.intro}>
      {outcome && (
        <Alert color="red" title={m.errorTitle} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{outcome.message}</Text>
            {outcome.kind === 'unverified' && (
              <Button size="xs" onClick={() => goVerify(outcome.email)} loading={sendCode.isPending}>
                {m.login.verifyEmail}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <AuthForm onSubmit={form.onSubmit(onSubmit, () => setOutcome(null))}>
        <TextInput label={m.login.username} autoComplete="username" {...field('username')} />
        <PasswordField label={m.login.password} {...field('password')} />
        <Group justify="space-between" wrap="wrap">
          <Checkbox label={m.login.remember} {...form.getInputProps('remember', { type: 'checkbox' })} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {m.login.forgotLink}
          </Anchor>
        </Group>
        <SubmitButton pending={login.isPending} label={m.login.submit} pendingLabel={m.login.submitting} />
        <OtherWayIn question={m.login.noAccount} to={paths.register} link={m.login.registerLink} />
      </AuthForm>
    </AuthCard>
  );
}
