// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

function renderPage() {
  // After a reset the page goes on to /login.
  renderRoutes(
    [
      { path: '/forgot-password', Component: ForgotPasswordPage },
      { path: '/login', element: <p>login</p> },
    ],
    '/forgot-password',
  );
}

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ForgotPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the e-mail in place, then the code and both passwords', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ status: true, statusCode: 200, message: '', data: null, errors: [] }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();

    submit('Gửi mã xác thực');
    expect(await screen.findByText('Vui lòng nhập email')).toBeTruthy();
    type(/^Email/, 'an@');
    expect(screen.queryByText('Vui lòng nhập email')).toBeNull();
    submit('Gửi mã xác thực');
    expect(await screen.findByText('Email không hợp lệ')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    type(/^Email/, ' an@example.com ');
    submit('Gửi mã xác thực');
    expect(await screen.findByLabelText(/^Mã xác thực/)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'an@example.com' });

    submit('Đặt lại mật khẩu');
    expect(await screen.findByText('Vui lòng nhập mã xác thực')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mật khẩu')).toBeTruthy();
    expect(screen.getByText('Vui lòng xác nhận mật khẩu')).toBeTruthy();

    type(/^Mật khẩu mới/, 'Abcdef1!');
    type(/^Xác nhận mật khẩu mới/, 'Abcdef1?');
    submit('Đặt lại mật khẩu');
    expect(await screen.findByText('Mật khẩu xác nhận không khớp')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mã xác thực')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    type(/^Mã xác thực/, '123456');
    type(/^Xác nhận mật khẩu mới/, 'Abcdef1!');
    submit('Đặt lại mật khẩu');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      email: 'an@example.com',
      verifyCode: '123456',
      newPassword: 'Abcdef1!',
    });
  });
});
