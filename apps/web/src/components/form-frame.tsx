import './form-styles';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link } from '../lib/router';
import { appMessages } from '../messages';
import { FormAlert } from './form-alert';

/** Cancel is a link back to a list, or a callback when the page decides where to go (e.g. history back). */
type Cancel = { cancelTo: string; onCancel?: never } | { onCancel: () => void; cancelTo?: never };

/**
 * The card of an administration form: the heading, the form's error on top, the fields, then Cancel and
 * submit. The form is named by `title` so screen readers (and tests) find it by its heading text.
 */
export function FormFrame({
  title,
  heading = <Title order={1}>{title}</Title>,
  formRef,
  onSubmit,
  formError,
  pending,
  submitLabel,
  maw = 640,
  children,
  ...cancel
}: {
  title: string;
  heading?: ReactNode;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formError: string | null;
  pending: boolean;
  submitLabel: string;
  maw?: number;
  children: ReactNode;
} & Cancel) {
  return (
    <Stack gap="lg" maw={maw} w="100%">
      {heading}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={title}>
          <Stack gap="md">
            <FormAlert>{formError}</FormAlert>
            {children}
            <Group justify="flex-end" gap="sm">
              {cancel.onCancel ? (
                <Button variant="default" onClick={cancel.onCancel} disabled={pending}>
                  {appMessages.cancel}
                </Button>
              ) : (
                <Button variant="default" component={Link} to={cancel.cancelTo}>
                  {appMessages.cancel}
                </Button>
              )}
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
