import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { appMessages } from '../../../messages';
import { schedulesMessages as m } from '../messages';

/**
 * What the create and update schedule forms share: the heading above the card, the error on top of the form, and
 * Cancel / submit at the bottom (both locked while saving).
 */
export function ScheduleFormFrame({
  heading,
  label,
  formRef,
  onSubmit,
  formError,
  pending,
  submitLabel,
  onCancel,
  children,
}: {
  heading: ReactNode;
  label: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  formError: string | null;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={640}>
      {heading}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label}>
          <Stack gap="md">
            {formError && (
              <Alert color="red" title={appMessages.errorTitle} role="alert">
                {formError}
              </Alert>
            )}
            {children}
            <Group justify="flex-end">
              <Button variant="default" onClick={onCancel} disabled={pending}>
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
