import { type CSSVariablesResolver, createTheme } from '@mantine/core';
import { appMessages } from '../messages';

/** Shade 9 keeps white text on filled controls above the WCAG AA contrast of 4.5:1. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
  // Who asks the system for less motion gets none: no fades or slides, and a closing popover (a date field's
  // calendar) is gone at once instead of catching clicks meant for what is under it while it fades.
  respectReducedMotion: true,
  components: {
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': appMessages.closeNotification } },
      // The default grey of a toast's text under a title is below AA contrast.
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    },
  },
});

/**
 * A filled control hovers one shade lighter than its shade 9, which puts white text below AA contrast:
 * hover darkens instead.
 */
const darkerHover = Object.fromEntries(
  ['teal', 'blue', 'red', 'indigo', 'orange', 'green', 'gray'].map((color) => [
    `--mantine-color-${color}-filled-hover`,
    `color-mix(in srgb, var(--mantine-color-${color}-9), black 20%)`,
  ]),
);

/** Mantine's default "dimmed" grey (gray.6) and error red (red.6) are below AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...darkerHover,
  },
  dark: {},
});
