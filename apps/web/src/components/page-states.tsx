import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { paths } from '../config/paths';
import { Link } from '../lib/router';
import { appMessages } from '../messages';

export function PageLoader({ label = appMessages.loading }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden="true" />
        <Text size="sm">{label}</Text>
      </Stack>
    </Center>
  );
}

export function PageError({
  title = appMessages.errorTitle,
  message = appMessages.loadError,
  onRetry,
  action,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
  action?: ReactNode;
}) {
  return (
    <Alert color="red" title={title} role="alert" variant="light">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="outline" color="red" onClick={onRetry}>
            {appMessages.retry}
          </Button>
        )}
        {action}
      </Stack>
    </Alert>
  );
}

export function NotFoundState({
  title,
  message,
  backTo = paths.home,
  backLabel = appMessages.backHome,
}: {
  title: string;
  message?: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <Stack align="center" py="xl" gap="sm" ta="center">
      <Title order={1} size="h2">
        {title}
      </Title>
      {message && <Text>{message}</Text>}
      <Button component={Link} to={backTo}>
        {backLabel}
      </Button>
    </Stack>
  );
}
