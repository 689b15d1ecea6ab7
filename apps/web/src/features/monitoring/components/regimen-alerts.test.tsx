// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RegimenAlerts } from './clinical-flags';

const show = (findings: Parameters<typeof RegimenAlerts>[0]['findings']) =>
  renderWithProviders(<RegimenAlerts findings={findings} />);

describe('RegimenAlerts', () => {
  it('says what the check found of the current regimen in words, the rule code only as a detail', () => {
    show([
      {
        ruleId: 'S15',
        severity: 'BLOCK',
        message: 'Độ thanh thải creatinine dưới 50 mL/phút: dùng TAF hoặc ABC.',
      },
    ]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Phác đồ đang dùng cần xem lại');
    expect(screen.getByText('Độ thanh thải creatinine dưới 50 mL/phút: dùng TAF hoặc ABC.')).toBeTruthy();
    expect(screen.getByText('Chi tiết: quy tắc S15')).toBeTruthy();
  });
  it('shows nothing without findings or for an answer without the field', () => {
    show([]);
    expect(screen.queryByRole('alert')).toBeNull();
    show(undefined);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
