import '../../../components/form-styles';
import { BLOOD_TYPES, type Profile, type Role } from '@clinic/contract';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { DateField } from '../../../components/date-field';
import { FormAlert } from '../../../components/form-alert';
import { GenderField } from '../../../components/gender-field';
import { LongTextField } from '../../../components/long-text-field';
import { ApiError } from '../../../lib/api-client';
import { noAnswerMessage } from '../../../lib/api-errors';
import { clinicToday } from '../../../lib/clinic-time';
import { focusFirstInvalid, setServerFieldErrors } from '../../../lib/forms';
import type { ProfileUpdateResult } from '../api/update-profile';
import { useUpdateProfile } from '../api/update-profile';
import { profileMessages as m } from '../messages';
import { buildProfileUpdate, formValuesFrom, type ProfileFormValues } from '../profile-model';

/** Server message, first error, or the default text; without an answer, too slow or no connection. */
export function profileUpdateErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return m.updateError;
  const unanswered = noAnswerMessage(error);
  if (unanswered) return unanswered;
  return error.serverMessage ?? error.errors[0] ?? m.updateFailed;
}

export function ProfileForm({
  role,
  id,
  profile,
  onSaved,
  onCancel,
}: {
  role: Role;
  id: number;
  profile: Profile;
  onSaved: (result: ProfileUpdateResult) => void;
  onCancel: () => void;
}) {
  const update = useUpdateProfile(role, id);
  const formRef = useRef<HTMLFormElement>(null);
  // The contract's schema for the role checks the same body that is sent.
  const form = useForm<ProfileFormValues>({
    initialValues: formValuesFrom(profile),
    validate: (values) => {
      const built = buildProfileUpdate(role, profile, values);
      return 'errors' in built ? built.errors : {};
    },
  });
  const { values, errors } = form;
  const [formError, setFormError] = useState<string | null>(null);

  const text = (key: 'fullName' | 'phoneNumber' | 'email' | 'dateOfBirth' | 'address') => ({
    name: key,
    ...form.getInputProps(key),
    required: true,
  });

  const onInvalid = () => {
    setFormError(null);
    focusFirstInvalid(formRef.current);
  };

  const onSubmit = (submitted: ProfileFormValues) => {
    setFormError(null);
    const built = buildProfileUpdate(role, profile, submitted);
    if ('errors' in built) return;
    update.mutate(built.body, {
      onSuccess: onSaved,
      onError: (error) => {
        setFormError(profileUpdateErrorMessage(error));
        if (!setServerFieldErrors(form, error) && error instanceof ApiError) form.clearErrors();
        focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={form.onSubmit(onSubmit, onInvalid)} noValidate aria-label={m.editTitle}>
      <Stack gap="md">
        <FormAlert>{formError}</FormAlert>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={m.fullName} autoComplete="name" {...text('fullName')} />
          <TextInput
            label={m.phoneNumber}
            type="tel"
            autoComplete="tel"
            maxLength={10}
            {...text('phoneNumber')}
          />
          <TextInput label={m.email} type="email" autoComplete="email" {...text('email')} />
          <DateField label={m.dateOfBirth} max={clinicToday()} {...text('dateOfBirth')} />
          <GenderField
            label={m.gender}
            value={values.gender}
            error={errors.gender}
            onChange={(g) => form.setFieldValue('gender', g)}
          />
          <TextInput label={m.address} autoComplete="street-address" {...text('address')} />
        </SimpleGrid>
        {role === 'Doctor' && <LongTextField label={m.bio} minRows={3} {...form.getInputProps('bio')} />}
        {role === 'Patient' && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                label={m.bloodType}
                data={[...BLOOD_TYPES]}
                {...form.getInputProps('bloodType')}
              />
              {values.gender === 'Female' && (
                <Checkbox
                  label={m.isPregnant}
                  mt={{ base: 0, sm: 32 }}
                  {...form.getInputProps('isPregnant', { type: 'checkbox' })}
                />
              )}
            </SimpleGrid>
            <Textarea
              label={m.specialNotes}
              autosize
              minRows={2}
              maxLength={1000}
              {...form.getInputProps('specialNotes')}
            />
            <Fieldset legend={m.documentsTitle} variant="unstyled">
              <Text size="sm" c="dimmed" mb="xs">
                {m.documentsHint}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={m.nationalId}
                  inputMode="numeric"
                  maxLength={12}
                  name="nationalId"
                  {...form.getInputProps('nationalId')}
                />
                <TextInput
                  label={m.insuranceNumber}
                  placeholder={m.insuranceNumberHint}
                  maxLength={15}
                  name="insuranceNumber"
                  {...form.getInputProps('insuranceNumber')}
                />
                <DateField
                  label={m.insuranceExpiry}
                  name="insuranceExpiry"
                  {...form.getInputProps('insuranceExpiry')}
                />
              </SimpleGrid>
            </Fieldset>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            {m.cancel}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? m.saving : m.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
