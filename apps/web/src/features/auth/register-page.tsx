import '../../components/form-styles';
import { BLOOD_TYPES, type Gender, PRIVACY_NOTICE_VERSION, patientCreateBody } from '@clinic/contract';
import {
  Anchor,
  Checkbox,
  Fieldset,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { AuthCard } from '../../components/auth-card';
import { DateField } from '../../components/date-field';
import { FormAlert } from '../../components/form-alert';
import { GenderField } from '../../components/gender-field';
import { PasswordField } from '../../components/password-field';
import { paths } from '../../config/paths';
import { clinicToday } from '../../lib/clinic-time';
import { focusFirstInvalid, serverFieldErrors, setServerFieldErrors, zodResolver } from '../../lib/forms';
import { notifyError, notifySuccess } from '../../lib/notify';
import { Link, useNavigate } from '../../lib/router';
import { useRegisterPatient } from './api/register-patient';
import { useSendVerifyEmail } from './api/send-verify-email';
import { interpretRegisterError } from './auth-errors';
import { OtherWayIn, SubmitButton } from './components/auth-parts';
import { authMessages as m } from './messages';

interface RegisterValues {
  username: string;
  password: string;
  email: string;
  fullName: string;
  phoneNumber: string;
  dateOfBirth: string;
  gender: Gender;
  address: string;
  bloodType: string;
  isPregnant: boolean;
  specialNotes: string;
  /** The privacy notice box: the body then carries the notice's version, which the server records. */
  privacyAccepted: boolean;
}

const INITIAL: RegisterValues = {
  username: '',
  password: '',
  email: '',
  fullName: '',
  phoneNumber: '',
  dateOfBirth: '',
  gender: 'Male',
  address: '',
  bloodType: 'A+',
  isPregnant: false,
  specialNotes: '',
  privacyAccepted: false,
};

/**
 * The pregnancy box only exists for women; for anyone else the body says false whatever it held. The privacy box
 * is sent as the version of the notice the patient agreed to.
 */
const toBody = ({ privacyAccepted, ...values }: RegisterValues) => ({
  ...values,
  isPregnant: values.gender === 'Female' && values.isPregnant,
  ...(privacyAccepted && { privacyNoticeVersion: PRIVACY_NOTICE_VERSION }),
});

const validateBody = zodResolver(patientCreateBody, toBody);

/** The contract's rules, and the privacy box, which the form requires (the API keeps it optional). */
function validateRegistration(values: RegisterValues): Record<string, string> {
  return {
    ...validateBody(values),
    ...(values.privacyAccepted ? {} : { privacyAccepted: m.register.privacyRequired }),
  };
}

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegisterPatient();
  const sendCode = useSendVerifyEmail();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<RegisterValues>({
    initialValues: INITIAL,
    validate: validateRegistration,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const submitting = register.isPending || sendCode.isPending;

  const text = (key: 'username' | 'email' | 'fullName' | 'phoneNumber' | 'dateOfBirth' | 'address') => ({
    name: key,
    ...form.getInputProps(key),
  });

  const onInvalid = () => {
    setFormError(null);
    focusFirstInvalid(formRef.current);
  };

  const onSubmit = async (values: RegisterValues) => {
    setFormError(null);
    const body = patientCreateBody.parse(toBody(values));
    try {
      await register.mutateAsync(body);
    } catch (error) {
      const failure = interpretRegisterError(error);
      setFormError(failure.message);
      if (!setServerFieldErrors(form, error)) form.setErrors(failure.fieldErrors);
      // A notice that changed since the page was opened: the box is the field to look at again.
      const notice = serverFieldErrors(error).privacyNoticeVersion;
      if (notice) form.setFieldError('privacyAccepted', notice);
      focusFirstInvalid(formRef.current);
      return;
    }
    const email = body.email;
    try {
      await sendCode.mutateAsync(email);
      notifySuccess(m.register.success);
    } catch {
      // The account exists now; the verify page offers to resend the code.
      notifyError(m.register.sendEmailFailed);
    }
    await navigate(`${paths.verify}?email=${encodeURIComponent(email)}`, { state: { email } });
  };

  return (
    <AuthCard title={m.register.title} intro={m.register.intro} width={760}>
      <FormAlert>{formError}</FormAlert>
      <form ref={formRef} onSubmit={form.onSubmit(onSubmit, onInvalid)} noValidate>
        <Stack gap="lg">
          <Fieldset legend={m.register.accountGroup}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={m.register.username} autoComplete="username" required {...text('username')} />
              <TextInput
                label={m.register.email}
                type="email"
                autoComplete="email"
                required
                {...text('email')}
              />
              <PasswordField
                label={m.register.password}
                description={m.register.passwordHint}
                autoComplete="new-password"
                required
                name="password"
                {...form.getInputProps('password')}
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={m.register.personalGroup}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={m.register.fullName} autoComplete="name" required {...text('fullName')} />
              <TextInput
                label={m.register.phoneNumber}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={10}
                required
                {...text('phoneNumber')}
              />
              <DateField
                label={m.register.dateOfBirth}
                max={clinicToday()}
                required
                {...text('dateOfBirth')}
              />
              <GenderField
                label={m.register.gender}
                value={form.values.gender}
                error={form.errors.gender}
                onChange={(g) => form.setFieldValue('gender', g)}
              />
            </SimpleGrid>
            <TextInput
              label={m.register.address}
              autoComplete="street-address"
              required
              mt="sm"
              {...text('address')}
            />
          </Fieldset>
          <Fieldset legend={m.register.medicalGroup}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                label={m.register.bloodType}
                data={[...BLOOD_TYPES]}
                {...form.getInputProps('bloodType')}
              />
              {form.values.gender === 'Female' && (
                <Checkbox
                  label={m.register.isPregnant}
                  mt={{ base: 0, sm: 32 }}
                  {...form.getInputProps('isPregnant', { type: 'checkbox' })}
                />
              )}
            </SimpleGrid>
            <Textarea
              label={m.register.specialNotes}
              description={m.register.specialNotesHint}
              mt="sm"
              autosize
              minRows={2}
              maxLength={1000}
              {...form.getInputProps('specialNotes')}
            />
          </Fieldset>
          <Checkbox
            name="privacyAccepted"
            aria-invalid={form.errors.privacyAccepted ? true : undefined}
            aria-required
            label={
              <>
                {m.register.privacyConsent}{' '}
                <Anchor component={Link} to={paths.privacy} target="_blank" rel="noopener" inherit>
                  {m.register.privacyLink}
                </Anchor>
              </>
            }
            {...form.getInputProps('privacyAccepted', { type: 'checkbox' })}
          />
          <SubmitButton pending={submitting} label={m.register.submit} pendingLabel={m.register.submitting} />
          <OtherWayIn question={m.register.haveAccount} to={paths.login} link={m.register.loginLink} />
        </Stack>
      </form>
    </AuthCard>
  );
}
