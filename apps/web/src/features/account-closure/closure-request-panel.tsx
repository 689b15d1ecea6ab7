import '@mantine/core/styles/List.css';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { FormAlert } from '../../components/form-alert';
import { readTokenClaims } from '../../lib/auth/session';
import { useSession } from '../../lib/auth/use-session';
import { formatInstantDate } from '../../lib/clinic-time';
import { notifySuccess } from '../../lib/notify';
import { useInlineError } from '../../lib/use-inline-error';
import { appMessages } from '../../messages';
import { useClosureStatus, useRequestClosure } from './api/account-closure';
import { accountClosureMessages as m } from './messages';

/**
 * At the foot of a patient's own profile: the request to close the account, behind a confirmation that says what
 * closing does. Once sent, the section says so instead. Other roles see nothing.
 */
export function ClosureRequestPanel() {
  const session = useSession();
  if (readTokenClaims(session?.token)?.role !== 'Patient') return null;
  return <PatientClosureRequest />;
}

function PatientClosureRequest() {
  const status = useClosureStatus();
  const request = useRequestClosure();
  const { error, clear, failedWith } = useInlineError();

  // The section stays quiet while loading, and when its state cannot be read: the profile above matters more.
  if (status.isPending || status.isError) return null;
  const requestedAt = status.data?.requestedAt ?? null;

  const send = () => {
    clear();
    request.mutate(undefined, {
      onSuccess: () => notifySuccess(m.requested),
      onError: failedWith(m.requestFailed),
    });
  };

  const confirm = () =>
    modals.openConfirmModal({
      title: m.confirmTitle,
      centered: true,
      children: (
        <Stack gap="xs">
          <Text>{m.confirmIntro}</Text>
          <List spacing={4} size="sm">
            {m.consequences.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Text fw={600}>{m.confirmQuestion}</Text>
        </Stack>
      ),
      labels: { confirm: m.confirmAction, cancel: appMessages.cancel },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': appMessages.closeDialog },
      onConfirm: send,
    });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" component="section" aria-labelledby="account-closure">
        <Title order={2} size="h4" id="account-closure">
          {m.sectionTitle}
        </Title>
        {requestedAt ? (
          <Alert color="gray" variant="light" title={m.requested}>
            {m.requestedOn(formatInstantDate(requestedAt))}
          </Alert>
        ) : (
          <>
            <Text size="sm">{m.sectionHint}</Text>
            <FormAlert>{error}</FormAlert>
            <Group>
              <Button
                variant="subtle"
                color="red.9"
                c="red.9"
                size="sm"
                px="xs"
                ml="-xs"
                onClick={confirm}
                loading={request.isPending}
              >
                {m.requestAction}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
