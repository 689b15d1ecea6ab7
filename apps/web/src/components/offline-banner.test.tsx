// @vitest-environment jsdom
import { DEFAULT_THEME, MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reportServerState } from '../lib/network-status';
import { appMessages } from '../messages';
import { BANNER_TONES, OfflineBanner } from './offline-banner';

function renderBanner() {
  render(
    <MantineProvider>
      <OfflineBanner />
    </MantineProvider>,
  );
}

describe('the offline banner', () => {
  afterEach(() => reportServerState('answering'));

  it('stays hidden while the server answers', () => {
    renderBanner();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['offline', appMessages.bannerOffline],
    ['noAnswer', appMessages.bannerNoAnswer],
    ['failing', appMessages.bannerFailing],
  ] as const)('%s: says so, that the screen may be out of date, and offers a retry', (state, says) => {
    renderBanner();
    act(() => reportServerState(state));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(says);
    expect(alert.textContent).toContain(appMessages.offlineKept);
    expect(screen.getByRole('button', { name: appMessages.retry })).toBeTruthy();
  });

  it('words each situation differently', () => {
    const words = [appMessages.bannerOffline, appMessages.bannerNoAnswer, appMessages.bannerFailing];
    expect(new Set(words).size).toBe(3);
  });
});

/** WCAG's contrast ratio of two sRGB colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, bl = 0] = rgb.map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe("the banner's colours", () => {
  const white = [255, 255, 255];
  it.each(Object.entries(BANNER_TONES))(
    '%s: white on it, and it on white, meet WCAG AA (4.5:1)',
    (_, tone) => {
      const hex = DEFAULT_THEME.colors[tone.color][tone.shade] ?? '';
      // color-mix in srgb with black scales each channel.
      const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) * (1 - tone.black / 100));
      expect(contrast(white, rgb)).toBeGreaterThanOrEqual(4.5);
    },
  );
  it('keeps the states apart by colour as well', () => {
    expect(new Set(Object.values(BANNER_TONES).map((t) => t.color)).size).toBe(3);
  });
});
