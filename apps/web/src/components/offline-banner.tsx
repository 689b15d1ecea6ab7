import { Alert, Button, Group, Text } from '@mantine/core';
import { useServerUnreachable } from '../lib/network-status';
import { appMessages } from '../messages';
import classes from './offline-banner.module.css';

/**
 * Shown from the first call that got no answer until one gets an answer: what is on screen stays, and the user
 * knows it may be out of date and can try again.
 */
export function OfflineBanner() {
  if (!useServerUnreachable()) return null;
  return (
    <Alert color="orange" variant="filled" radius={0} className={classes.banner} role="alert">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {appMessages.networkError} {appMessages.offlineKept}
        </Text>
        <Button
          size="xs"
          variant="white"
          color="orange"
          className={classes.retry}
          onClick={() =>
            void import('../lib/query-client').then(({ queryClient }) =>
              queryClient.refetchQueries({ type: 'active' }),
            )
          }
        >
          {appMessages.retry}
        </Button>
      </Group>
    </Alert>
  );
}
