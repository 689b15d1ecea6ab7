import '../../../components/form-styles';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { appMessages } from '../../../messages';
import { masterDataMessages as m } from '../messages';

/** A master-data form: heading, an error on top, the fields, Cancel (back to the list) and submit. */
export function FormFrame({
  title,
  formRef,
  onSubmit,
  formError,
  pending,
  submitLabel,
  cancelTo,
  children,
}: {
  title: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  formError: string | null;
  pending: boolean;
  submitLabel: string;
  cancelTo: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={640}>
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
            <Group justify="flex-end">
              <Button component={Link} to={cancelTo} variant="default">
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
