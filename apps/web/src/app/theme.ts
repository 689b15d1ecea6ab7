import { type CSSVariablesResolver, createTheme, luminance, type MantineTheme } from '@mantine/core';
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

/** A colour mixed with black: `share` of black, in percent. */
const darker = (color: string, share: number) => `color-mix(in srgb, ${color}, black ${share}%)`;

/** The contrast of white text on a colour (WCAG): white's luminance is 1. */
const contrastWithWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

/**
 * Every colour's variants keep AA contrast (4.5:1) wherever the screens put them:
 * - "light" (a badge, a soft button) wrote shade 9 on shade 1, or shade 2 when hovered, and "outline" shade 9 on
 *   white, on a striped row or on its own hover tint: teal, green, orange, lime and yellow fell below AA there. Both
 *   write shade 9 with 30 % black, 4.7:1 or more on all of these;
 * - "filled" puts white text on shade 9: where that is below AA (green, lime, yellow, orange) it uses the same
 *   darker shade;
 * - a filled control hovers one shade lighter, which puts white text below AA: hover darkens instead.
 */
const aaVariants = (colors: MantineTheme['colors']) =>
  Object.fromEntries(
    Object.entries(colors).flatMap(([color, shades]) => {
      const shade9 = `var(--mantine-color-${color}-9)`;
      const text = darker(shade9, 30);
      const fill = contrastWithWhite(shades[9]) < 4.5 ? text : shade9;
      return [
        [`--mantine-color-${color}-light-color`, text],
        [`--mantine-color-${color}-outline`, text],
        [`--mantine-color-${color}-filled`, fill],
        [`--mantine-color-${color}-filled-hover`, darker(fill, 20)],
      ];
    }),
  );

/** Mantine's default "dimmed" grey (gray.6) and error red (red.6) are below AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = ({ colors }) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...aaVariants(colors),
  },
  dark: {},
});
