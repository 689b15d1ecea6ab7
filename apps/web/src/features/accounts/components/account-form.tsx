import '../../../components/form-styles';
import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { GenderField } from '../../../components/gender-field';
import { PasswordField } from '../../../components/password-field';
import { clinicToday } from '../../../lib/clinic-time';
import { type FieldErrors, withoutField } from '../../../lib/forms';
import type { AccountFormValues } from '../account-model';
import { accountsMessages as m } from '../messages';

type TextKey = Exclude<keyof AccountFormValues, 'gender'>;

/**
 * The create and update form of manager, doctor and staff accounts. The page validates and saves; the form
 * shows the values, the field errors (cleared when a field is edited) and a failure alert.
 */
export function AccountForm({
  mode,
  withBio,
  initial,
  pending,
  errors,
  formError,
  onErrorsChange,
  onSubmit,
  onCancel,
  label,
}: {
  mode: 'create' | 'update';
  withBio: boolean;
  initial: AccountFormValues;
  pending: boolean;
  errors: FieldErrors;
  formError: string | null;
  onErrorsChange: (errors: FieldErrors) => void;
  onSubmit: (values: AccountFormValues, form: HTMLFormElement | null) => void;
  onCancel: () => void;
  label: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AccountFormValues>(initial);

  const set = <K extends keyof AccountFormValues>(key: K, value: AccountFormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    onErrorsChange(withoutField(errors, key));
  };
  const text = (key: TextKey) => ({
    name: key,
    value: values[key],
    error: errors[key],
    required: true,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.currentTarget.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values, formRef.current);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" title={m.errorTitle} role="alert">
            {formError}
          </Alert>
        )}
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
          <TextInput label={m.dateOfBirth} type="date" max={clinicToday()} {...text('dateOfBirth')} />
          <GenderField
            label={m.gender}
            value={values.gender}
            error={errors.gender}
            onChange={(g) => set('gender', g)}
          />
          <TextInput label={m.address} autoComplete="off" maxLength={255} {...text('address')} />
        </SimpleGrid>
        {withBio && <Textarea label={m.bio} autosize minRows={3} maxLength={2000} {...text('bio')} />}
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
  );
}
