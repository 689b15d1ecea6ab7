// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InitialEntry } from '../../lib/router';
import { renderRoutes } from '../../test/render';
import { VerifyPage } from './verify-page';

function renderAt(entry: InitialEntry) {
  renderRoutes([{ path: '/verify', Component: VerifyPage }], entry);
}

describe('VerifyPage', () => {
  it('shows the error of the original app when no e-mail was passed', () => {
    renderAt('/verify');
    expect(screen.getByRole('alert').textContent).toContain('Không tìm thấy thông tin email để xác thực');
    expect(screen.getByText('Lỗi')).toBeTruthy();
  });

  it('takes the e-mail from navigation state or from ?email=', () => {
    renderAt({ pathname: '/verify', state: { email: 'an@example.com' } });
    expect(screen.getByText(/an@example\.com/)).toBeTruthy();
    expect(screen.getByLabelText(/Mã xác thực/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xác thực' })).toBeTruthy();
  });

  it('accepts ?email= so that a reload keeps working', () => {
    renderAt('/verify?email=binh%40example.com');
    expect(screen.getByText(/binh@example\.com/)).toBeTruthy();
  });
});
