// @vitest-environment jsdom
import type { TestTypeItem } from '@clinic/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointmentFixture } from '../../test/appointments';
import { stubFetch } from '../../test/fetch';
import { envelopeReply, renderRoutes, signIn } from '../../test/render';
import { TestResultCreatePage } from './test-result-create-page';

const viralLoad: TestTypeItem = {
  testTypeId: 4,
  testTypeName: 'Tải lượng HIV',
  unit: 'copies/mL',
  normalRange: '< 200',
  isActive: true,
  kind: 'viralLoad',
};

const ok = (data: unknown, status = 200) => envelopeReply(status, data, { message: 'Thành công' });

const fetchMock = stubFetch(async (input) => {
  const url = String(input);
  if (url.includes('/Appointment/GetByID/6'))
    return ok(
      appointmentFixture({
        appointmentId: 6,
        patientId: 7,
        appointmentType: 'Medication',
        testTypeId: 4,
        testTypeName: 'Tải lượng HIV',
        status: 'Confirmed',
      }),
    );
  if (url.includes('/TestType/GetAll')) return ok([viralLoad]);
  if (url.includes('/TestResult/Create')) return ok({ testResultId: 30 }, 201);
  return ok(null);
});

const sent = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/TestResult/Create'))
    .map(([, init]) => JSON.parse(String(init?.body)));

const renderPage = () =>
  renderRoutes(
    [
      { path: '/test-result/create', Component: TestResultCreatePage },
      { path: '/choose-regiment', element: <p>regimen</p> },
    ],
    '/test-result/create?appointmentId=6&patientId=7&doctorId=2',
  );

async function enter(text: string) {
  renderPage();
  await screen.findByText('Đơn vị: copies/mL');
  fireEvent.change(screen.getByLabelText(/^Kết quả/), { target: { value: text } });
}

describe('recording a viral load result', () => {
  beforeEach(() => signIn('Doctor', { userId: 3, doctorId: 2 }));

  it('shows the number as read under the field and sends it with the text', async () => {
    await enter('12.500');
    expect(screen.getByText('Hệ thống đọc là: 12.500 bản sao/mL')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu kết quả' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ resultValue: '12.500', numericValue: 12500, belowDetection: false });
  });

  it('says below detection and sends it', async () => {
    await enter('Không phát hiện vi rút');
    expect(screen.getByText('Dưới ngưỡng phát hiện')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu kết quả' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ numericValue: null, belowDetection: true });
  });

  it('warns when the text cannot be read, and still saves it as written with no number', async () => {
    await enter('xem phiếu');
    expect(screen.getByText('Không đọc được số từ kết quả này: bác sĩ sẽ phải sửa lại')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu kết quả' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    const body = sent()[0];
    expect(body.resultValue).toBe('xem phiếu');
    expect(body).not.toHaveProperty('numericValue');
    expect(body).not.toHaveProperty('belowDetection');
  });
});
