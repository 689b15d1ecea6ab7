// @vitest-environment jsdom
import { PRIVACY_NOTICE_VERSION } from '@clinic/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { envelopeReply, renderRoutes, signIn } from '../../test/render';
import { myDataFixture } from './my-data-fixtures';
import { MyDataPage } from './my-data-page';
import { PrivacyPage } from './privacy-page';

const fetchMock = stubFetch();

describe('the privacy notice', () => {
  it('says what is collected, why, who sees it, how long, the rights, and its version', () => {
    renderRoutes([{ path: '/privacy', Component: PrivacyPage }], '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Chính sách quyền riêng tư' })).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Dữ liệu chúng tôi thu thập',
      'Vì sao chúng tôi sử dụng dữ liệu',
      'Ai được xem dữ liệu của bạn',
      'Dữ liệu được lưu trong bao lâu',
      'Quyền của bạn',
      'Liên hệ về dữ liệu cá nhân',
    ]);
    expect(screen.getByText(/ít nhất 10 năm/)).toBeTruthy();
    expect(screen.getByText(/72 giờ/)).toBeTruthy();
    expect(screen.getByText(/nhật ký truy cập, và bạn xem được/)).toBeTruthy();
    const [year, month] = PRIVACY_NOTICE_VERSION.split('-');
    expect(screen.getByTestId('privacy-version').textContent).toBe(`Phiên bản ${month}/${year}`);
    expect(screen.getByRole('link', { name: 'Xem và tải dữ liệu của tôi' }).getAttribute('href')).toBe(
      '/patient/my-data',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('my data', () => {
  beforeEach(() => signIn('Patient', { userId: 7, patientId: 3 }));
  afterEach(() => vi.restoreAllMocks());

  const open = () => renderRoutes([{ path: '/patient/my-data', Component: MyDataPage }], '/patient/my-data');

  it('reads GET /Patient/MyData and shows each section', async () => {
    fetchMock.mockResolvedValue(envelopeReply(200, myDataFixture()));
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Thông tin cá nhân' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/Patient\/MyData$/);
    for (const name of ['Lịch hẹn', 'Kết quả xét nghiệm', 'Phác đồ điều trị', 'Nhật ký truy cập hồ sơ']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByText('Trần Thị Bình')).toBeTruthy();
    expect(screen.getByText('650 tế bào/mm³')).toBeTruthy();
    expect(screen.getByText('TDF + 3TC + DTG (TLD)')).toBeTruthy();
    const access = screen.getByRole('region', { name: 'Nhật ký truy cập hồ sơ' });
    const events = within(access)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(events).toEqual([
      '09:30 05/11/2026 BS. Nguyễn Văn An: Xem kết quả xét nghiệm',
      '09:30 05/11/2026 Bạn: Xuất dữ liệu hồ sơ cá nhân',
    ]);
    expect(within(access).queryByText(/Xem toàn bộ/)).toBeNull();
  });

  it('prints the page and downloads the answer as JSON', async () => {
    const data = myDataFixture();
    fetchMock.mockResolvedValue(envelopeReply(200, data));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    let saved: Blob | undefined;
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:my-data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open();

    fireEvent.click(await screen.findByRole('button', { name: 'In trang này' }));
    expect(print).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Tải xuống (JSON)' }));
    expect(created).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^du-lieu-cua-toi-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved as Blob);
    });
    expect(JSON.parse(text)).toEqual(data);
  });

  it('links to the whole log when the copy holds only its newest events', async () => {
    const data = myDataFixture();
    fetchMock.mockResolvedValue(
      envelopeReply(200, {
        ...data,
        recordAccess: { ...data.recordAccess, meta: { page: 1, pageSize: 100, total: 250 } },
      }),
    );
    open();
    expect(await screen.findByText(/Hiển thị 2 lần truy cập gần nhất trên tổng số 250/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem toàn bộ nhật ký truy cập' }).getAttribute('href')).toBe(
      '/patient/record-access',
    );
  });

  it('says so when the copy cannot be read', async () => {
    fetchMock.mockResolvedValue(envelopeReply(500, null, { message: '' }));
    open();
    await waitFor(() => expect(screen.getByText(/Không thể tải dữ liệu của bạn|Lỗi máy chủ/)).toBeTruthy());
  });
});
