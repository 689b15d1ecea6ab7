import '../../components/form-styles';
import { isSimpleEmail, verifyPatientBody } from '@clinic/contract';
import { Alert, Anchor, Button, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { AuthCard } from '../../components/auth-card';
import { FormAlert } from '../../components/form-alert';
import { paths } from '../../config/paths';
import { zodResolver } from '../../lib/forms';
import { notifyInfo, notifySuccess } from '../../lib/notify';
import { Link, useLocation, useNavigate, useSearchParams } from '../../lib/router';
import { useSendVerifyEmail } from './api/send-verify-email';
import { useVerifyPatient } from './api/verify-patient';
import { AuthForm, CodeInput, SubmitButton, serverMessageOr } from './components/auth-parts';
import { authMessages as m } from './messages';

/** The e-mail comes in navigation state; ?email= keeps a reload working. */
function useVerifyEmail(): string | null {
  const state = useLocation().state as { email?: unknown } | null;
  const [params] = useSearchParams();
  const email = typeof state?.email === 'string' ? state.email : params.get('email');
  return email && isSimpleEmail(email) ? email : null;
}

/** The verification body without the e-mail, which comes with the navigation. */
const codeForm = verifyPatientBody.pick({ verifyCode: true });

export function VerifyPage() {
  const email = useVerifyEmail();
  const navigate = useNavigate();
  const verify = useVerifyPatient();
  const resend = useSendVerifyEmail();
  const form = useForm({ initialValues: { verifyCode: '' }, validate: zodResolver(codeForm) });
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

  const onSubmit = (values: { verifyCode: string }) => {
    setFormError(null);
    verify.mutate(
      { email, verifyCode: codeForm.parse(values).verifyCode },
      {
        onSuccess: (message) => {
          notifySuccess(message || m.verify.success);
          void navigate(paths.login, { replace: true });
        },
        onError: (error) => {
          setFormError(serverMessageOr(error, m.verify.failed));
        },
      },
    );
  };

  const onResend = () => {
    // The result of a resend is not shown; the server answers the same either way.
    resend.mutate(email, { onSettled: () => notifyInfo(m.verify.resent) });
  };

  return (
    <AuthCard title={m.verify.title} intro={m.verify.intro(email)}>
      <FormAlert>{formError}</FormAlert>
      <AuthForm onSubmit={form.onSubmit(onSubmit, () => setFormError(null))}>
        <CodeInput
          label={m.verify.code}
          {...form.getInputProps('verifyCode')}
          onChange={(e) => form.setFieldValue('verifyCode', e.currentTarget.value.replace(/\D/g, ''))}
        />
        <SubmitButton pending={verify.isPending} label={m.verify.submit} pendingLabel={m.verify.submitting} />
        <Button variant="outline" fullWidth onClick={onResend} disabled={resend.isPending}>
          {m.verify.resend}
        </Button>
        <Anchor component={Link} to={paths.login} size="sm" ta="center">
          {m.verify.toLogin}
        </Anchor>
      </AuthForm>
    </AuthCard>
  );
}
