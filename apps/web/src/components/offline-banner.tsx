import { Alert, Button, Group, Text } from '@mantine/core';
import { type ServerState, useServerState } from '../lib/network-status';
import { appMessages } from '../messages';
import classes from './offline-banner.module.css';

type Trouble = Exclude<ServerState, 'answering'>;

/** What the user can do differs: check their own network, wait for the server, or report a fault. */
const SAYS: Record<Trouble, string> = {
  offline: appMessages.bannerOffline,
  noAnswer: appMessages.bannerNoAnswer,
  failing: appMessages.bannerFailing,
};

/**
 * The background of each state, a theme colour darkened by a percentage of black, so that white text on it (and
 * the retry button's text, in that colour on white) is at least 6:1, where WCAG AA asks 4.5:1: the orange and
 * red of shade 9 alone are 4.3 and 5.5.
 */
export const BANNER_TONES: Record<
  Trouble,
  { color: 'gray' | 'orange' | 'red'; shade: number; black: number }
> = {
  offline: { color: 'gray', shade: 8, black: 0 },
  noAnswer: { color: 'orange', shade: 9, black: 20 },
  failing: { color: 'red', shade: 9, black: 10 },
};

function toneOf(state: Trouble): string {
  const { color, shade, black } = BANNER_TONES[state];
  return `color-mix(in srgb, var(--mantine-color-${color}-${shade}), black ${black}%)`;
}

/**
 * Shown from the first call that went wrong until one gets an answer: what is on screen stays, and the user
 * knows why, that it may be out of date, and can try again.
 */
export function OfflineBanner() {
  const state = useServerState();
  if (state === 'answering') return null;
  const tone = toneOf(state);
  return (
    <Alert color={tone} variant="filled" radius={0} className={classes.banner} role="alert">
      <Group justify="space-between" gap={8} wrap="nowrap" className={classes.row}>
        {/* On a phone the strip keeps to what is wrong and the retry, in a line or two, to leave the screen to
            the page; that what is shown may be out of date is still read out. */}
        <Text fw={500} className={classes.text}>
          {SAYS[state]} <span className="visually-hidden-on-phone">{appMessages.offlineKept}</span>
        </Text>
        <Button
          size="compact-sm"
          variant="white"
          color={tone}
          className={classes.retry}
          onClick={() =>
            void import('../lib/query-client').then(({ queryClient }) =>
              queryClient.refetchQueries({ type: 'active' }),
            )
          }
        >
          {appMessages.retry}
        </Button>
      </Group>
    </Alert>
  );
}
