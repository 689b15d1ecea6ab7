import '../../../components/form-styles';
import { BLOOD_TYPES, type Profile, type Role } from '@clinic/contract';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { GenderField } from '../../../components/gender-field';
import { ApiError } from '../../../lib/api-client';
import { clinicToday } from '../../../lib/clinic-time';
import { type FieldErrors, focusFirstInvalid, withoutField } from '../../../lib/forms';
import type { ProfileUpdateResult } from '../api/update-profile';
import { useUpdateProfile } from '../api/update-profile';
import { profileMessages as m } from '../messages';
import { buildProfileUpdate, formValuesFrom, type ProfileFormValues } from '../profile-model';

/** Spec 8 "Profile": server message, first error, or the default text. */
export function profileUpdateErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return m.updateError;
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
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesFrom(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => withoutField(prev, key));
  };
  const text = (key: 'fullName' | 'phoneNumber' | 'email' | 'dateOfBirth' | 'address') => ({
    name: key,
    value: values[key],
    error: errors[key],
    required: true,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.currentTarget.value),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const built = buildProfileUpdate(role, profile, values);
    if ('errors' in built) {
      setErrors(built.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    update.mutate(built.body, {
      onSuccess: onSaved,
      onError: (error) => {
        setFormError(profileUpdateErrorMessage(error));
        if (error instanceof ApiError) setErrors(error.fieldMessages());
        focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={m.editTitle}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" title={m.errorTitle} role="alert">
            {formError}
          </Alert>
        )}
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
          <TextInput label={m.dateOfBirth} type="date" max={clinicToday()} {...text('dateOfBirth')} />
          <GenderField
            label={m.gender}
            value={values.gender}
            error={errors.gender}
            onChange={(g) => set('gender', g)}
          />
          <TextInput label={m.address} autoComplete="street-address" {...text('address')} />
        </SimpleGrid>
        {role === 'Doctor' && (
          <Textarea
            label={m.bio}
            autosize
            minRows={3}
            maxLength={2000}
            value={values.bio}
            error={errors.bio}
            onChange={(e) => set('bio', e.currentTarget.value)}
          />
        )}
        {role === 'Patient' && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                label={m.bloodType}
                data={[...BLOOD_TYPES]}
                value={values.bloodType}
                error={errors.bloodType}
                onChange={(e) => set('bloodType', e.currentTarget.value)}
              />
              {values.gender === 'Female' && (
                <Checkbox
                  label={m.isPregnant}
                  mt={{ base: 0, sm: 32 }}
                  checked={values.isPregnant}
                  onChange={(e) => set('isPregnant', e.currentTarget.checked)}
                />
              )}
            </SimpleGrid>
            <Textarea
              label={m.specialNotes}
              autosize
              minRows={2}
              maxLength={1000}
              value={values.specialNotes}
              error={errors.specialNotes}
              onChange={(e) => set('specialNotes', e.currentTarget.value)}
            />
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
