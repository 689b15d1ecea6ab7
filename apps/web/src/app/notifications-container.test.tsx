// @vitest-environment jsdom
import { getDefaultZIndex, MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyError, notifySuccess } from '../lib/notify';
import NotificationsContainer, { TOAST_LIMIT, TOAST_PLACEMENT } from './notifications-container';

function renderToasts() {
  render(
    <MantineProvider>
      <NotificationsContainer />
    </MantineProvider>,
  );
}

describe('the toasts', () => {
  it('keep to the bottom of the screen, away from the header and its menus', () => {
    renderToasts();
    act(() => notifySuccess('Đăng nhập thành công'));
    const container = screen.getByRole('alert').closest('[data-position]');
    expect(container?.getAttribute('data-position')).toMatch(/^bottom/);
  });

  it('sit over a dialog but under a dropdown such as the account menu', () => {
    expect(TOAST_PLACEMENT.zIndex).toBeGreaterThan(getDefaultZIndex('modal'));
    expect(TOAST_PLACEMENT.zIndex).toBeLessThan(getDefaultZIndex('popover'));
  });

  it('show a few at a time; the rest wait their turn', () => {
    renderToasts();
    act(() => {
      for (let i = 1; i <= 5; i++) notifyError(`Lỗi số ${i}`);
    });
    expect(screen.getAllByRole('alert')).toHaveLength(TOAST_LIMIT);
    expect(TOAST_LIMIT).toBeLessThanOrEqual(3);
  });

  it('show the same message once while it is on screen', () => {
    renderToasts();
    act(() => {
      notifyError('Không thể tải dữ liệu');
      notifyError('Không thể tải dữ liệu');
    });
    expect(screen.getAllByText('Không thể tải dữ liệu')).toHaveLength(1);
  });
});
