import '../../../components/form-styles';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useRef } from 'react';
import { DateField } from '../../../components/date-field';
import { FormAlert } from '../../../components/form-alert';
import { GenderField } from '../../../components/gender-field';
import { LongTextField } from '../../../components/long-text-field';
import { PasswordField } from '../../../components/password-field';
import { clinicToday } from '../../../lib/clinic-time';
import { focusFirstInvalid } from '../../../lib/forms';
import type { AccountFormValues, AccountKind } from '../account-model';
import { accountsMessages as m } from '../messages';

type TextKey = Exclude<keyof AccountFormValues, 'gender'>;

/** The page of an account's form: its title, then the form or what stands in for it while the account loads. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}

/**
 * The create and update form of manager, doctor and staff accounts. The page holds the form (values, checks,
 * field errors) and saves; this shows the fields and a failure alert, and moves to the first field to fix.
 */
export function AccountForm({
  mode,
  kind,
  form,
  pending,
  formError,
  setFormError,
  onSubmit,
  onCancel,
  label,
}: {
  mode: 'create' | 'update';
  kind: AccountKind;
  form: UseFormReturnType<AccountFormValues>;
  pending: boolean;
  formError: string | null;
  /** The form forgets its last failure when it is sent again or fails its own checks. */
  setFormError: (message: string | null) => void;
  onSubmit: (values: AccountFormValues, form: HTMLFormElement | null) => void;
  onCancel: () => void;
  label: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values } = form;
  const text = (key: TextKey) => ({ name: key, ...form.getInputProps(key), required: true });

  const submit = form.onSubmit(
    (submitted) => {
      setFormError(null);
      onSubmit(submitted, formRef.current);
    },
    () => {
      setFormError(null);
      focusFirstInvalid(formRef.current);
    },
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form ref={formRef} onSubmit={submit} noValidate aria-label={label}>
        <Stack gap="md">
          <FormAlert>{formError}</FormAlert>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {mode === 'create' ? (
              <TextInput label={m.username} autoComplete="off" maxLength={50} {...text('username')} />
            ) : (
              <TextInput label={m.username} value={values.username} readOnly description={m.usernameFixed} />
            )}
            {mode === 'create' && (
              <PasswordField
                label={m.password}
                autoComplete="new-password"
                maxLength={128}
                {...text('password')}
              />
            )}
            <TextInput label={m.fullName} autoComplete="off" maxLength={100} {...text('fullName')} />
            <TextInput label={m.email} type="email" autoComplete="off" maxLength={254} {...text('email')} />
            <TextInput
              label={m.phoneNumber}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              {...text('phoneNumber')}
            />
            <DateField label={m.dateOfBirth} max={clinicToday()} {...text('dateOfBirth')} />
            <GenderField
              label={m.gender}
              value={values.gender}
              error={form.errors.gender}
              onChange={(g) => form.setFieldValue('gender', g)}
            />
            <TextInput label={m.address} autoComplete="off" maxLength={255} {...text('address')} />
          </SimpleGrid>
          {kind === 'Doctor' && <LongTextField label={m.bio} minRows={3} {...text('bio')} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {m.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
