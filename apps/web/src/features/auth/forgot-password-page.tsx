import '../../components/form-styles';
import { emailBody, resetPasswordBody } from '@clinic/contract';
import { Anchor, Button, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import { AuthCard } from '../../components/auth-card';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { paths } from '../../config/paths';
import { noAnswerMessage } from '../../lib/api-errors';
import { zodResolver } from '../../lib/forms';
import { notifySuccess } from '../../lib/notify';
import { Link, useNavigate } from '../../lib/router';
import { useResetPassword } from './api/reset-password';
import { useSendForgotPasswordEmail } from './api/send-forgot-password-email';
import { AuthForm, CodeInput, requiredFields, SubmitButton, serverMessageOr } from './components/auth-parts';
import { authMessages as m } from './messages';

/** This screen's toasts close sooner than the app's default. */
const TOAST_MS = 3000;

/** The reset body without the e-mail (it comes from the first step), plus the repeated password. */
const resetForm = resetPasswordBody
  .omit({ email: true })
  .extend({ confirmPassword: z.string().min(1, m.confirmPasswordRequired) });
type ResetValues = z.input<typeof resetForm>;
const checkResetBody = zodResolver(resetForm);

/** A mismatch shows together with the other fields' messages, not only once they are all right. */
function validateReset(values: ResetValues): FormErrors {
  const errors = checkResetBody(values);
  if (!errors.confirmPassword && values.confirmPassword !== values.newPassword)
    errors.confirmPassword = m.confirmPasswordMismatch;
  return errors;
}

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const sendCode = useSendForgotPasswordEmail();
  const reset = useResetPassword();
  const [step, setStep] = useState<1 | 2>(1);
  const emailForm = useForm({ initialValues: { email: '' }, validate: zodResolver(emailBody) });
  const form = useForm<ResetValues>({
    initialValues: { verifyCode: '', newPassword: '', confirmPassword: '' },
    validate: validateReset,
  });
  const email = emailForm.values.email;
  const field = requiredFields(form);
  const [formError, setFormError] = useState<string | null>(null);

  const onSend = (values: { email: string }) => {
    setFormError(null);
    sendCode.mutate(values.email.trim(), {
      onSuccess: (message) => {
        notifySuccess(message || m.forgot.codeSent, TOAST_MS);
        setStep(2);
      },
      onError: (error) => setFormError(noAnswerMessage(error) ?? m.forgot.sendFailed),
    });
  };

  const onReset = (values: ResetValues) => {
    setFormError(null);
    reset.mutate(
      { email: email.trim(), verifyCode: values.verifyCode.trim(), newPassword: values.newPassword },
      {
        onSuccess: (message) => {
          notifySuccess(message || m.forgot.resetSuccess, TOAST_MS);
          void navigate(paths.login, { replace: true });
        },
        onError: (error) => setFormError(serverMessageOr(error, m.forgot.resetFailed)),
      },
    );
  };

  return (
    <AuthCard
      title={m.forgot.title}
      intro={step === 1 ? m.forgot.step1Intro : m.forgot.step2Intro(email.trim())}
    >
      <FormAlert>{formError}</FormAlert>
      {step === 1 ? (
        <AuthForm onSubmit={emailForm.onSubmit(onSend, () => setFormError(null))}>
          <TextInput
            label={m.forgot.email}
            type="email"
            autoComplete="email"
            {...requiredFields(emailForm)('email')}
          />
          <SubmitButton
            pending={sendCode.isPending}
            label={m.forgot.sendCode}
            pendingLabel={m.forgot.sending}
          />
        </AuthForm>
      ) : (
        <AuthForm onSubmit={form.onSubmit(onReset, () => setFormError(null))}>
          <CodeInput label={m.forgot.code} {...form.getInputProps('verifyCode')} />
          <PasswordField label={m.forgot.newPassword} autoComplete="new-password" {...field('newPassword')} />
          <PasswordField
            label={m.forgot.confirmPassword}
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <SubmitButton pending={reset.isPending} label={m.forgot.reset} pendingLabel={m.forgot.resetting} />
          <Button
            variant="subtle"
            onClick={() => {
              setStep(1);
              form.clearErrors();
              setFormError(null);
            }}
          >
            {m.forgot.changeEmail}
          </Button>
        </AuthForm>
      )}
      <Anchor component={Link} to={paths.login} size="sm" ta="center">
        {m.forgot.backToLogin}
      </Anchor>
    </AuthCard>
  );
}
