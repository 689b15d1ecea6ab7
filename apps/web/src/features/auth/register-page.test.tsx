// @vitest-environment jsdom
import { PRIVACY_NOTICE_VERSION } from '@clinic/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { envelopeReply, renderRoutes } from '../../test/render';
import { RegisterPage } from './register-page';

const fetchMock = stubFetch();

function renderPage() {
  renderRoutes(
    [
      { path: '/register', Component: RegisterPage },
      { path: '/verify', element: <p>verify</p> },
    ],
    '/register',
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Every required field but the privacy box, valid. */
function fillValidForm() {
  type(/^Tên đăng nhập/, 'binh95');
  type(/^Email/, 'binh@example.com');
  type(/^Mật khẩu/, 'Secret@123');
  type(/^Họ và tên/, 'Trần Thị Bình');
  type(/^Số điện thoại/, '0987654321');
  type(/^Ngày sinh/, '08/03/1995');
  fireEvent.blur(screen.getByLabelText(/^Ngày sinh/));
  type(/^Địa chỉ/, '25 Nguyễn Huệ, Quận 1');
}

const privacyBox = () =>
  screen.getByRole('checkbox', { name: /Tôi đã đọc và đồng ý với Chính sách quyền riêng tư/ });

describe('RegisterPage and the privacy notice', () => {
  it('links the notice, opened beside the form', () => {
    renderPage();
    const link = screen.getByRole('link', { name: 'Chính sách quyền riêng tư' });
    expect(link.getAttribute('href')).toBe('/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('refuses to send without the box ticked: the box shows the error and takes the focus', async () => {
    renderPage();
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(
      await screen.findByText('Vui lòng đọc và đồng ý với Chính sách quyền riêng tư để đăng ký'),
    ).toBeTruthy();
    expect(privacyBox().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(privacyBox()));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the version of the notice once the box is ticked', async () => {
    fetchMock.mockImplementation(async () => envelopeReply(201, null));
    renderPage();
    fillValidForm();
    fireEvent.click(privacyBox());
    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/Patient\/Create$/);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ username: 'binh95', privacyNoticeVersion: PRIVACY_NOTICE_VERSION });
    expect(body).not.toHaveProperty('privacyAccepted');
  });
});
