import '@mantine/core/styles/Switch.css';
import '../../../components/form-styles';
import type { PatientProfile } from '@clinic/contract';
import { Stack, Switch, Text, Title } from '@mantine/core';
import { FormAlert } from '../../../components/form-alert';
import { notifySuccess } from '../../../lib/notify';
import { useInlineError } from '../../../lib/use-inline-error';
import { useUpdateProfile } from '../api/update-profile';
import { profileMessages as m } from '../messages';
import { buildReminderUpdate, REMINDER_KINDS, type ReminderKind } from '../profile-model';

const LABELS: Record<ReminderKind, { label: string; hint: string }> = {
  remindAppointments: { label: m.remindAppointments, hint: m.remindAppointmentsHint },
  remindRefills: { label: m.remindRefills, hint: m.remindRefillsHint },
  remindMissed: { label: m.remindMissed, hint: m.remindMissedHint },
};

/** The patient's reminder e-mails: each switch saves at once through the profile update. */
export function ReminderPreferences({ profile }: { profile: PatientProfile }) {
  const update = useUpdateProfile('Patient', profile.patientId);
  const { error, setError, clear, failedWith } = useInlineError();

  const toggle = (kind: ReminderKind, on: boolean) => {
    clear();
    const built = buildReminderUpdate(profile, kind, on);
    if ('errors' in built) {
      setError(m.remindersNeedProfile);
      return;
    }
    update.mutate(built.body, {
      onSuccess: ({ message }) => notifySuccess(message || m.remindersSaved),
      onError: failedWith(m.remindersFailed),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-reminders">
      <Title order={2} size="h3" id="profile-reminders">
        {m.remindersTitle}
      </Title>
      <Text size="sm">{m.remindersHint}</Text>
      <FormAlert>{error}</FormAlert>
      {REMINDER_KINDS.map((kind) => (
        <Switch
          key={kind}
          checked={profile[kind]}
          disabled={update.isPending}
          onChange={(e) => toggle(kind, e.currentTarget.checked)}
          label={LABELS[kind].label}
          description={LABELS[kind].hint}
        />
      ))}
    </Stack>
  );
}
