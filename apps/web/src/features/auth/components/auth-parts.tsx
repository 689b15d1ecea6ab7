import { Anchor, Button, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { noAnswerMessage } from '../../../lib/api-errors';
import { focusFirstInvalid } from '../../../lib/forms';
import { Link } from '../../../lib/router';

/** The full-width submit: disabled, with its pending words, while the call is under way. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" fullWidth disabled={pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}

/** The six-digit code from the e-mail: the phone's numeric keyboard and the one-time-code autofill. */
export function CodeInput(props: TextInputProps) {
  return (
    <TextInput
      name="verifyCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      {...props}
    />
  );
}

/** The centred line under a form leading to the other way in (sign in, register). */
export function OtherWayIn({ question, to, link }: { question: string; to: string; link: string }) {
  return (
    <Text size="sm" ta="center">
      {question}{' '}
      <Anchor component={Link} to={to}>
        {link}
      </Anchor>
    </Text>
  );
}

/**
 * These screens show the server's own words for a refused code or reset, that there was no answer (too slow,
 * or no connection), else their fallback.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  const unanswered = noAnswerMessage(error);
  if (unanswered) return unanswered;
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** A sign-in screen's form: the browser's own checks off (the form shows the contract's messages), fields stacked. */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        const form = event.currentTarget;
        onSubmit(event);
        focusFirstInvalid(form);
      }}
      noValidate
    >
      <Stack gap="sm">{children}</Stack>
    </form>
  );
}

/** A required field's props: its name (the browser's autofill reads it) and the form's value, error and handlers. */
export function requiredFields<V>(form: UseFormReturnType<V>) {
  return (name: Extract<keyof V, string>) => ({ name, required: true, ...form.getInputProps(name) });
}
