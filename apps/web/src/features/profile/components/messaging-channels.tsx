import '@mantine/core/styles/Switch.css';
import '../../../components/form-styles';
import { MESSAGE_CHANNELS, type MessageChannel, type MessagingPreferences } from '@clinic/contract';
import { Badge, Button, Group, PinInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { QueryView } from '../../../components/query-view';
import { notifySuccess } from '../../../lib/notify';
import { useInlineError } from '../../../lib/use-inline-error';
import {
  useMessagingPreferences,
  useSaveMessagingPreferences,
  useSendPhoneCode,
  useVerifyPhone,
} from '../api/messaging';
import { profileMessages as m } from '../messages';

/** The phone's line: the number, whether it is confirmed, and the way to confirm it by a code sent by SMS. */
function PhoneConfirmation({ preferences }: { preferences: MessagingPreferences }) {
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const { error, clear, failedWith } = useInlineError();
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm">{m.channels.phone(preferences.phoneNumber)}</Text>
        <Badge color={preferences.phoneVerified ? 'teal.9' : 'gray.7'} style={{ textTransform: 'none' }}>
          {preferences.phoneVerified ? m.channels.phoneVerified : m.channels.phoneNotVerified}
        </Badge>
      </Group>
      <FormAlert>{error}</FormAlert>
      {!preferences.phoneVerified && preferences.available.sms && (
        <Group gap="sm" align="flex-end">
          <Button
            variant="light"
            loading={send.isPending}
            onClick={() => {
              clear();
              send.mutate(undefined, {
                onSuccess: (message) => {
                  setSent(true);
                  notifySuccess(message);
                },
                onError: failedWith(m.channels.sendFailed),
              });
            }}
          >
            {sent ? m.channels.resendCode : m.channels.sendCode}
          </Button>
          {sent && (
            <>
              <PinInput
                length={6}
                type="number"
                oneTimeCode
                value={code}
                onChange={setCode}
                aria-label={m.channels.code}
              />
              <Button
                loading={verify.isPending}
                disabled={code.length !== 6}
                onClick={() => {
                  clear();
                  verify.mutate(
                    { code },
                    {
                      onSuccess: (message) => notifySuccess(message),
                      onError: failedWith(m.channels.verifyFailed),
                    },
                  );
                }}
              >
                {m.channels.verify}
              </Button>
            </>
          )}
        </Group>
      )}
    </Stack>
  );
}

/** Why a channel's switch cannot be turned on, or nothing. */
function lockedReason(preferences: MessagingPreferences, channel: MessageChannel): string | null {
  if (!preferences.available[channel]) return m.channels.unavailable;
  if (channel !== 'email' && !preferences.phoneVerified && !preferences[channel])
    return m.channels.needsPhone;
  return null;
}

function Channels({ preferences }: { preferences: MessagingPreferences }) {
  const save = useSaveMessagingPreferences();
  const { error, clear, failedWith } = useInlineError();
  const toggle = (channel: MessageChannel, on: boolean) => {
    clear();
    const { email, sms, zalo } = preferences;
    save.mutate(
      { email, sms, zalo, [channel]: on },
      { onSuccess: (message) => notifySuccess(message), onError: failedWith(m.channels.saveFailed) },
    );
  };
  return (
    <Stack gap="sm">
      <PhoneConfirmation preferences={preferences} />
      <FormAlert>{error}</FormAlert>
      {MESSAGE_CHANNELS.map((channel) => {
        const locked = lockedReason(preferences, channel);
        const since = preferences.changedAt[channel];
        return (
          <Switch
            key={channel}
            checked={preferences[channel]}
            disabled={save.isPending || locked !== null}
            onChange={(e) => toggle(channel, e.currentTarget.checked)}
            label={m.channels.labels[channel]}
            description={locked ?? (since ? m.channels.since(new Date(since)) : m.channels.hints[channel])}
          />
        );
      })}
    </Stack>
  );
}

/** The channels the patient is reached on: e-mail, SMS and Zalo, each by their consent, with its time. */
export function MessagingChannels() {
  const preferences = useMessagingPreferences();
  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-channels">
      <Title order={2} size="h3" id="profile-channels">
        {m.channels.title}
      </Title>
      <Text size="sm">{m.channels.intro}</Text>
      <QueryView query={preferences} failed={m.channels.loadFailed}>
        {(data) => <Channels preferences={data} />}
      </QueryView>
    </Stack>
  );
}
