import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { appMessages } from '../../../messages';
import { contentAdminMessages as m } from '../messages';

/** The card of the category and article forms: title, the form's error, fields, then Cancel and submit. */
export function FormFrame({
  title,
  formRef,
  onSubmit,
  formError,
  pending,
  submitLabel,
  cancelTo,
  maw = 720,
  children,
}: {
  title: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  formError: string | null;
  pending: boolean;
  submitLabel: string;
  cancelTo: string;
  maw?: number;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={maw} w="100%">
      <Title order={1}>{title}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={title}>
          <Stack gap="md">
            {formError && (
              <Alert color="red" title={appMessages.errorTitle} role="alert">
                {formError}
              </Alert>
            )}
            {children}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={Link} to={cancelTo}>
                {m.cancel}
              </Button>
              <Button type="submit" loading={pending}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
