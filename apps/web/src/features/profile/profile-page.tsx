import type { Profile, Role } from '@clinic/contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { PageError, PageLoader } from '../../components/page-states';
import { UserAvatar } from '../../components/user-avatar';
import { ROLE_NAME_VI } from '../../config/role-menu';
import { ApiError } from '../../lib/api-client';
import { noAnswerMessage } from '../../lib/api-errors';
import { readTokenClaims, type Session, updateStoredUser } from '../../lib/auth/session';
import { useSession } from '../../lib/auth/use-session';
import { notifySuccess } from '../../lib/notify';
import { useProfile } from './api/get-profile';
import type { ProfileUpdateResult } from './api/update-profile';
import { EmailChangePanel } from './components/email-change-panel';
import { MessagingChannels } from './components/messaging-channels';
import { ProfileDetails } from './components/profile-details';
import { ProfileForm } from './components/profile-form';
import { ReminderPreferences } from './components/reminder-preferences';
import { profileMessages as m } from './messages';
import { isPatientProfile } from './profile-model';

/** Doctors are looked up by doctorId, patients by patientId, everyone else by userId. */
function profileIdFor(role: Role, session: Session): number | null {
  const user = session.user;
  const id = role === 'Doctor' ? user.doctorId : role === 'Patient' ? user.patientId : user.userId;
  return typeof id === 'number' && id > 0 ? id : null;
}

/** Profile load errors; without an answer, too slow or no connection. */
export function profileLoadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return m.loadFailed;
  const unanswered = noAnswerMessage(error);
  if (unanswered) return unanswered;
  if (error.status === 401) return m.sessionExpired;
  return m.loadFailedStatus(error.status);
}

/** `children` come last, under the profile: what other features add to it (app/routes.tsx). */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const session = useSession();
  const role = readTokenClaims(session?.token)?.role ?? null;
  const id = session && role ? profileIdFor(role, session) : null;
  const profile = useProfile(role, id);

  if (!session?.user) return <PageError message={m.noUser} />;
  if (!session.token) return <PageError message={m.noToken} />;
  if (!role) return <PageError message={m.unknownRole} />;
  if (id === null) return <PageError message={m.noUser} />;
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <PageError message={profileLoadErrorMessage(profile.error)} onRetry={() => void profile.refetch()} />
    );
  }
  if (!profile.data) return <PageError message={m.noDataFromServer} />;
  return (
    <ProfileContent role={role} id={id} profile={profile.data} token={session.token}>
      {children}
    </ProfileContent>
  );
}

function ProfileContent({
  role,
  id,
  profile,
  token,
  children,
}: {
  role: Role;
  id: number;
  profile: Profile;
  token: string;
  children?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const tokenRole = readTokenClaims(token)?.role;

  const onSaved = ({ profile: saved, message }: ProfileUpdateResult) => {
    updateStoredUser({
      fullName: saved.fullName,
      phoneNumber: saved.phoneNumber,
      email: saved.email,
      gender: saved.gender,
      address: saved.address,
      dateOfBirth: saved.dateOfBirth,
      avatar: saved.avatar,
    });
    notifySuccess(message || m.updated);
    setEditing(false);
  };

  const name = profile.fullName || profile.username;
  return (
    <Stack gap="lg">
      <Title order={1}>{m.title}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <Group gap="md" wrap="nowrap">
              <UserAvatar src={profile.avatar} name={name} size={72} radius="xl" />
              <div>
                <Text fw={700} size="lg">
                  {name}
                </Text>
                <Text size="sm">
                  {m.username}: {profile.username}
                </Text>
                {tokenRole && (
                  <Badge variant="filled" mt={4} aria-label={`${m.roleBadge}: ${ROLE_NAME_VI[tokenRole]}`}>
                    {ROLE_NAME_VI[tokenRole]}
                  </Badge>
                )}
              </div>
            </Group>
            {!editing && <Button onClick={() => setEditing(true)}>{m.edit}</Button>}
          </Group>
          {editing ? (
            <>
              <Title order={2} size="h3">
                {m.editTitle}
              </Title>
              <ProfileForm
                role={role}
                id={id}
                profile={profile}
                onSaved={onSaved}
                onCancel={() => setEditing(false)}
              />
            </>
          ) : Object.keys(profile).length === 0 ? (
            <Text>{m.empty}</Text>
          ) : (
            <>
              {profile.pendingEmail && (
                <EmailChangePanel role={role} id={id} profile={profile} pendingEmail={profile.pendingEmail} />
              )}
              <ProfileDetails profile={profile} />
            </>
          )}
        </Stack>
      </Paper>
      {role === 'Patient' && isPatientProfile(profile) && (
        <>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
            <ReminderPreferences profile={profile} />
          </Paper>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
            <MessagingChannels />
          </Paper>
        </>
      )}
      {children}
    </Stack>
  );
}
