import { EMAIL_CHANGE_TOKEN_PATTERN } from '@clinic/contract';
import { Alert, Anchor, Button } from '@mantine/core';
import { AuthCard } from '../../components/auth-card';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/use-session';
import { Link, useSearchParams } from '../../lib/router';
import { useConfirmEmailChangeLink } from './api/confirm-email-change-link';
import { serverMessageOr } from './components/auth-parts';
import { authMessages as m } from './messages';

/**
 * The page of the link mailed to a new address: it confirms the change only when the person presses the
 * button, so that a mail scanner opening the link confirms nothing.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const signedIn = useSession() !== null;
  const confirm = useConfirmEmailChangeLink();
  const next = signedIn
    ? { to: paths.profile, label: m.confirmEmail.toProfile }
    : { to: paths.login, label: m.confirmEmail.toLogin };

  if (!EMAIL_CHANGE_TOKEN_PATTERN.test(token)) {
    return (
      <AuthCard title={m.confirmEmail.title}>
        <Alert color="red" title={m.errorTitle} role="alert">
          {m.confirmEmail.badLink}
        </Alert>
        <Anchor component={Link} to={next.to} ta="center">
          {next.label}
        </Anchor>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={m.confirmEmail.title} intro={m.confirmEmail.intro}>
      {confirm.isSuccess ? (
        <Alert color="green" title={m.confirmEmail.doneTitle} role="status">
          {confirm.data || m.confirmEmail.done}
        </Alert>
      ) : (
        <>
          {confirm.isError && (
            <Alert color="red" title={m.errorTitle} role="alert">
              {serverMessageOr(confirm.error, m.confirmEmail.failed)}
            </Alert>
          )}
          <Button fullWidth loading={confirm.isPending} onClick={() => confirm.mutate({ token })}>
            {m.confirmEmail.submit}
          </Button>
        </>
      )}
      <Anchor component={Link} to={next.to} ta="center">
        {next.label}
      </Anchor>
    </AuthCard>
  );
}
