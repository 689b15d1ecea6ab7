import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { secondsLeft } from '../lib/auth/idle-model';
import { revokeToken } from '../lib/auth/revoke-token';
import { expireSession } from '../lib/auth/session';
import { useIdleTimeout } from '../lib/auth/use-idle-timeout';

export const idleWarningMessages = {
  title: 'Phiên làm việc sắp kết thúc',
  body: 'Bạn đã không thao tác trong một thời gian. Để bảo vệ thông tin của bạn, phiên làm việc sẽ tự kết thúc sau',
  seconds: (n: number) => `${n} giây`,
  continue: 'Tiếp tục làm việc',
} as const;
const m = idleWarningMessages;

/**
 * The idle timeout of a signed-in session (lib/auth/idle-model.ts): the warning a minute before the end, with its
 * countdown and "continue working"; at the end the token is revoked on the server and the expired-session routine
 * runs (toast, then the login page, which brings the user back here after signing in).
 */
export function IdleWarning({ token }: { token: string }) {
  const { state, continueWorking } = useIdleTimeout(token, () => {
    void revokeToken(token);
    expireSession();
  });
  const warning = state?.phase === 'warning';
  const seconds = secondsLeft(state?.remainingMs ?? 0);
  return (
    <Modal
      opened={warning}
      onClose={continueWorking}
      title={m.title}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape
      zIndex={400}
      aria-describedby="idle-warning-text"
    >
      <Stack gap="md">
        <Text id="idle-warning-text">
          {m.body}{' '}
          <Text span fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {m.seconds(seconds)}
          </Text>
          .
        </Text>
        <Group justify="flex-end">
          <Button onClick={continueWorking} data-autofocus>
            {m.continue}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
