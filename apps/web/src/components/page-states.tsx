import { Alert, Button, Center, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
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

/** A card's list while it loads: grey rows where its rows will be, named for screen readers. */
export function SkeletonRows({ label, count, height }: { label: string; count: number; height: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="sm" />
      ))}
    </Stack>
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
