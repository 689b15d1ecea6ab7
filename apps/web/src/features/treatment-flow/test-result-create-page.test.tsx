// @vitest-environment jsdom
import type { Appointment, TestResultItem, TestTypeItem } from '@clinic/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clinicToday } from '../../lib/clinic-time';
import { appointmentFixture } from '../../test/appointments';
import { bodiesSentTo, stubFetch } from '../../test/fetch';
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

/** The result the server saved: a viral load of 12,500, unsuppressed, unless a test says otherwise. */
const savedResult = (over: Partial<TestResultItem> = {}): TestResultItem => ({
  testResultId: 30,
  appointmentId: 6,
  patientId: 7,
  doctorId: 2,
  testTypeId: 4,
  patientName: 'Bình',
  doctorName: 'BS. An',
  testTypeName: 'Tải lượng HIV',
  resultValue: '12.500',
  numericValue: 12500,
  belowDetection: false,
  testTypeKind: 'viralLoad',
  band: 'unsuppressed',
  outOfRange: true,
  unit: 'copies/mL',
  normalRange: '< 200',
  notes: null,
  specialNotes: null,
  appointmentDate: '2030-01-10',
  appointmentTime: '09:00:00',
  sampleDate: '2030-01-08',
  bloodType: null,
  isAnonymous: false,
  ...over,
});

/** What the fake server holds; each test starts from a Confirmed viral-load appointment with no result. */
let appointment: Appointment;
let result: TestResultItem;
let eacSessions: number;
let episodeOpen: boolean;
let closeRefusal: string | null;

const ok = (data: unknown, status = 200) => envelopeReply(status, data, { message: 'Thành công' });

const fetchMock = stubFetch(async (input, init) => {
  const url = String(input);
  if (url.includes('/Appointment/GetByID/6')) return ok(appointment);
  if (url.includes('/TestType/GetAll')) return ok([viralLoad]);
  if (url.includes('/TestResult/Create')) {
    appointment = { ...appointment, hasTestResult: true, testResultId: result.testResultId };
    return ok(result, 201);
  }
  if (url.includes('/TestResult/GetByID/30')) return ok(result);
  if (url.includes('/Clinical/Summary/7'))
    return ok({
      plan: {
        due: [],
        flags: [],
        episode: episodeOpen
          ? { openedOn: '2030-01-08', eacSessions, repeatDueDate: '2030-04-08', status: 'open' }
          : null,
      },
    });
  if (url.includes('/Clinical/EacSession')) {
    eacSessions += 1;
    return envelopeReply(201, { eacSessionId: 1 }, { message: 'Đã ghi nhận buổi tư vấn tuân thủ' });
  }
  if (url.includes('/Appointment/Update') && init?.method === 'PUT') {
    if (closeRefusal) return envelopeReply(409, null, { message: closeRefusal });
    appointment = { ...appointment, status: 'Completed' };
    return envelopeReply(200, appointment, { message: 'Đã kết thúc lượt khám (không kê đơn mới)' });
  }
  return ok(null);
});

const bodiesTo = (path: string) => bodiesSentTo(fetchMock, path);
const sent = () => bodiesTo('/TestResult/Create');

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

async function save(text: string) {
  await enter(text);
  fireEvent.click(screen.getByRole('button', { name: 'Lưu kết quả' }));
  return screen.findByRole('region', { name: 'Bước tiếp theo' });
}

beforeEach(() => {
  signIn('Doctor', { userId: 3, doctorId: 2 });
  appointment = appointmentFixture({
    appointmentId: 6,
    patientId: 7,
    appointmentType: 'Medication',
    testTypeId: 4,
    testTypeName: 'Tải lượng HIV',
    status: 'Confirmed',
  });
  result = savedResult();
  eacSessions = 0;
  episodeOpen = true;
  closeRefusal = null;
});

describe('recording a viral load result', () => {
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

describe('the next step after a high viral load', () => {
  it('stays on the page and says what the result means and that the episode asks for counselling', async () => {
    const panel = await save('12.500');
    expect(screen.queryByText('regimen')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lưu kết quả' })).toBeNull();
    expect(within(panel).getByText('Tải lượng HIV: 12.500 copies/mL')).toBeTruthy();
    expect(within(panel).getByText('Không ức chế')).toBeTruthy();
    expect(within(panel).getByText('Cần gặp bác sĩ sớm để được tư vấn và xét nghiệm lại.')).toBeTruthy();
    expect(within(panel).getByText('Đợt tải lượng vi-rút cao đang mở')).toBeTruthy();
    expect(
      await within(panel).findByText('Mở ngày 08/01/2030 · Xét nghiệm lại trước 08/04/2030'),
    ).toBeTruthy();
    expect(within(panel).getByText(/^Cần tư vấn tăng cường tuân thủ \(EAC\)/)).toBeTruthy();
    // The heading takes the focus of the form it replaced.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Bước tiếp theo' })),
    );
  });

  it('records counselling in the panel, says so, and the episode counts it', async () => {
    const panel = await save('12.500');
    const form = await within(panel).findByRole('form', { name: 'Ghi nhận buổi tư vấn tuân thủ (EAC)' });
    fireEvent.change(within(form).getByLabelText('Ghi chú buổi tư vấn'), {
      target: { value: 'Quên thuốc khi đi làm ca đêm' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Ghi nhận buổi tư vấn' }));

    await waitFor(() => expect(bodiesTo('/Clinical/EacSession')).toHaveLength(1));
    expect(bodiesTo('/Clinical/EacSession')[0]).toEqual({
      patientId: 7,
      sessionDate: clinicToday(),
      notes: 'Quên thuốc khi đi làm ca đêm',
    });
    const today = clinicToday().split('-').reverse().join('/');
    expect(await within(panel).findByText(`Đã ghi nhận buổi tư vấn ngày ${today}.`)).toBeTruthy();
    expect(await within(panel).findByText(/^Đã tư vấn tuân thủ 1 buổi/)).toBeTruthy();
    expect(await screen.findByText('Đã ghi nhận buổi tư vấn tuân thủ')).toBeTruthy();
  });

  it('offers the regimen change as a secondary way, with the ids of the flow', async () => {
    const panel = await save('12.500');
    const prescribe = within(panel).getByRole('link', { name: 'Kê đơn hoặc đổi phác đồ' });
    expect(prescribe.getAttribute('href')).toBe(
      '/choose-regiment?testResultId=30&appointmentId=6&patientId=7&doctorId=2',
    );
    expect(prescribe.getAttribute('data-variant')).toBe('default');
    expect(within(panel).getByRole('link', { name: 'Theo dõi lâm sàng' }).getAttribute('href')).toBe(
      '/patients/7/clinical-summary',
    );
  });

  it('closes the visit without a prescription after a confirmation', async () => {
    const panel = await save('12.500');
    fireEvent.click(within(panel).getByRole('button', { name: 'Kết thúc lượt khám' }));
    expect(within(panel).getByText('Kết thúc lượt khám mà không kê đơn mới?')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Xác nhận kết thúc' }));

    await waitFor(() =>
      expect(bodiesTo('/Appointment/Update')).toEqual([{ appointmentId: 6, status: 'Completed' }]),
    );
    const closed = await within(panel).findByText(/^Lượt khám đã kết thúc/);
    expect(within(panel).queryByRole('link', { name: 'Kê đơn hoặc đổi phác đồ' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Kết thúc lượt khám' })).toBeNull();
    expect(screen.getAllByText('Đã hoàn thành').length).toBeGreaterThan(0);
    await waitFor(() => expect(closed.closest('[tabindex="-1"]')).toBe(document.activeElement));
  });

  it("shows the server's refusal to close the visit and keeps the other ways open", async () => {
    closeRefusal = 'Chỉ có thể kết thúc lượt khám khi đã ghi kết quả xét nghiệm của lịch hẹn này';
    const panel = await save('12.500');
    fireEvent.click(within(panel).getByRole('button', { name: 'Kết thúc lượt khám' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Xác nhận kết thúc' }));
    expect(await within(panel).findByText(closeRefusal)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Kê đơn hoặc đổi phác đồ' })).toBeTruthy();
  });
});

describe('the next step after other results', () => {
  it('after an undetectable load: no episode, and the prescription is the main way on', async () => {
    episodeOpen = false;
    result = savedResult({
      resultValue: 'Không phát hiện',
      numericValue: null,
      belowDetection: true,
      band: 'notDetected',
      outOfRange: false,
    });
    const panel = await save('Không phát hiện');
    expect(within(panel).getByText('Tải lượng HIV: Dưới ngưỡng phát hiện')).toBeTruthy();
    expect(within(panel).getByText('Không phát hiện được vi-rút trong máu.')).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: 'Kê đơn hoặc đổi phác đồ' }).getAttribute('data-variant'),
    ).toBe('filled');
    // The summary says no episode is open: the panel asks for no counselling.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([i]) => String(i).includes('/Clinical/Summary/7'))).toBe(true),
    );
    expect(within(panel).queryByText('Đợt tải lượng vi-rút cao đang mở')).toBeNull();
    expect(within(panel).queryByRole('form')).toBeNull();
  });

  it('for an anonymous appointment: the episode in words, but no counselling form and no summary', async () => {
    appointment = { ...appointment, isAnonymous: true, patientId: null, patientName: 'Ẩn danh' };
    result = savedResult({ patientId: null, isAnonymous: true });
    const panel = await save('12.500');
    expect(within(panel).getByText('Đợt tải lượng vi-rút cao đang mở')).toBeTruthy();
    expect(within(panel).queryByRole('form')).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Theo dõi lâm sàng' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Kết thúc lượt khám' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([i]) => String(i).includes('/Clinical/Summary'))).toBe(false);
  });

  it('opened again once the result is saved: the panel instead of the form, the heading left alone', async () => {
    appointment = { ...appointment, hasTestResult: true, testResultId: 30 };
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Bước tiếp theo' });
    expect(await within(panel).findByText('Không ức chế')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lưu kết quả' })).toBeNull();
    expect(document.activeElement).not.toBe(within(panel).getByRole('heading', { name: 'Bước tiếp theo' }));
  });
});
