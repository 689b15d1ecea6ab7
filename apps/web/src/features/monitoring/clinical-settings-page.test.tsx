// @vitest-environment jsdom
import { DEFAULT_CLINICAL_THRESHOLDS, monitoringMessages } from '@clinic/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { SettingsForm } from './clinical-settings-page';

const renderForm = () =>
  renderRoutes([{ path: '/', element: <SettingsForm loaded={DEFAULT_CLINICAL_THRESHOLDS} /> }], '/');

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the clinical settings form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the loaded thresholds under Vietnamese labels', () => {
    renderForm();
    expect((screen.getByLabelText(/^Ngưỡng phát hiện/) as HTMLInputElement).value).toBe('50');
    expect((screen.getByLabelText(/^Ngưỡng CD4 trung bình/) as HTMLInputElement).value).toBe('500');
  });

  it('refuses thresholds out of order under the field, without sending them', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();

    type(/^Ngưỡng K=K/, '20');
    type(/^Ngưỡng CD4 thấp/, '600');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu cấu hình' }));

    expect(await screen.findByText(monitoringMessages.vlOrder)).toBeTruthy();
    expect(screen.getByText(monitoringMessages.cd4Order)).toBeTruthy();
    expect(screen.getByLabelText(/^Ngưỡng K=K/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for every value', async () => {
    renderForm();
    type(/^Số tháng giữa/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu cấu hình' }));
    expect(await screen.findByText(monitoringMessages.thresholdRequired)).toBeTruthy();
  });
});
