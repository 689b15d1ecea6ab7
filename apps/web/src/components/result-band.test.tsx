// @vitest-environment jsdom
import { RESULT_BAND_LABELS } from '@clinic/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ResultBand } from './result-band';

const show = (result: Parameters<typeof ResultBand>[0]['result']) =>
  renderWithProviders(<ResultBand result={result} />);

describe('ResultBand', () => {
  it('names a highlighted band in red', () => {
    show({ band: 'unsuppressed', outOfRange: true });
    const badge = screen.getByText(RESULT_BAND_LABELS.unsuppressed);
    expect(badge.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('red');
  });

  it('names a band in range in teal', () => {
    show({ band: 'normal', outOfRange: false });
    const badge = screen.getByText(RESULT_BAND_LABELS.normal);
    expect(badge.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('teal');
  });

  it('shows nothing for a result without a band', () => {
    const { container } = show({ band: null, outOfRange: false });
    expect(container.querySelector('.mantine-Badge-root')).toBeNull();
  });
});
