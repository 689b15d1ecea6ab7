import '../../components/form-styles';
import { isSimpleEmail, isStrongPassword } from '@clinic/contract';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { PasswordField } from '../../components/password-field';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, withoutField } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { useResetPassword } from './api/reset-password';
import { useSendForgotPasswordEmail } from './api/send-forgot-password-email';
import { authMessages as m } from './messages';

/** Spec 9: toasts on this screen close after 3000 ms. */
const TOAST_MS = 3000;

export function validateForgotEmail(email: string): string | null {
  if (!email.trim()) return m.emailRequired;
  return isSimpleEmail(email.trim()) ? null : m.email;
}

export function validateReset(values: { code: string; newPassword: string; confirm: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.code.trim()) errors.code = m.codeRequired;
  if (!values.newPassword) errors.newPassword = m.passwordRequired;
  else if (!isStrongPassword(values.newPassword)) errors.newPassword = m.password;
  if (!values.confirm) errors.confirm = m.confirmPasswordRequired;
  else if (values.confirm !== values.newPassword) errors.confirm = m.confirmPasswordMismatch;
  return errors;
}

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const sendCode = useSendForgotPasswordEmail();
  const reset = useResetPassword();
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState('');
  const [values, setValues] = useState({ code: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const emailError = validateForgotEmail(email);
    if (emailError) return setErrors({ email: emailError });
    sendCode.mutate(email.trim(), {
      onSuccess: (message) => {
        notifySuccess(message || m.forgot.codeSent, TOAST_MS);
        setStep(2);
      },
      onError: () => setFormError(m.forgot.sendFailed),
    });
  };

  const onReset = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateReset(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reset.mutate(
      { email: email.trim(), verifyCode: values.code.trim(), newPassword: values.newPassword },
      {
        onSuccess: (message) => {
          notifySuccess(message || m.forgot.resetSuccess, TOAST_MS);
          void navigate(paths.login, { replace: true });
        },
        onError: (error) =>
          setFormError(
            error instanceof ApiError && error.serverMessage ? error.serverMessage : m.forgot.resetFailed,
          ),
      },
    );
  };

  const change = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => withoutField(prev, field));
  };

  return (
    <AuthCard
      title={m.forgot.title}
      intro={step === 1 ? m.forgot.step1Intro : m.forgot.step2Intro(email.trim())}
    >
      {formError && (
        <Alert color="red" title={m.errorTitle} role="alert">
          {formError}
        </Alert>
      )}
      {step === 1 ? (
        <form onSubmit={onSend} noValidate>
          <Stack gap="sm">
            <TextInput
              label={m.forgot.email}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              error={errors.email}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                setErrors((prev) => withoutField(prev, 'email'));
              }}
            />
            <Button type="submit" fullWidth disabled={sendCode.isPending}>
              {sendCode.isPending ? m.forgot.sending : m.forgot.sendCode}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={onReset} noValidate>
          <Stack gap="sm">
            <TextInput
              label={m.forgot.code}
              name="verifyCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={values.code}
              error={errors.code}
              onChange={change('code')}
            />
            <PasswordField
              label={m.forgot.newPassword}
              name="newPassword"
              autoComplete="new-password"
              required
              value={values.newPassword}
              error={errors.newPassword}
              onChange={change('newPassword')}
            />
            <PasswordField
              label={m.forgot.confirmPassword}
              name="confirmPassword"
              autoComplete="new-password"
              required
              value={values.confirm}
              error={errors.confirm}
              onChange={change('confirm')}
            />
            <Button type="submit" fullWidth disabled={reset.isPending}>
              {reset.isPending ? m.forgot.resetting : m.forgot.reset}
            </Button>
            <Button
              variant="subtle"
              onClick={() => {
                setStep(1);
                setErrors({});
                setFormError(null);
              }}
            >
              {m.forgot.changeEmail}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.login} size="sm" ta="center">
        {m.forgot.backToLogin}
      </Anchor>
    </AuthCard>
  );
}
