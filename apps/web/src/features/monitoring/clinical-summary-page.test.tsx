// @vitest-environment jsdom
import {
  addDays,
  CLINICAL_FLAG_ADVICE,
  CLINICAL_FLAG_TEXTS,
  type ClinicalSummaryItem,
  DEFAULT_CLINICAL_THRESHOLDS,
  formatDateVi,
  labMessages,
  monitoringMessages,
  retentionApiMessages,
} from '@clinic/contract';
import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clinicToday } from '../../lib/clinic-time';
import { stubFetch } from '../../test/fetch';
import { envelopeReply, renderRoutes, signIn } from '../../test/render';
import { ClinicalSummaryPage } from './clinical-summary-page';

const { vlDetection, vlKeK, vlUnsuppressed, cd4Advanced, cd4Low, cd4Moderate } = DEFAULT_CLINICAL_THRESHOLDS;

/** patient2 of the demo data: a high load, one counselling session, the repeat test coming due. */
const summary: ClinicalSummaryItem = {
  patientId: 7,
  fullName: 'Trần Thị Bình',
  artStartDate: '2025-01-10',
  isPregnant: false,
  currentRegimen: null,
  regimens: [],
  viralLoads: [
    { testResultId: 1, date: '2025-07-10', value: null, belowDetection: true, band: 'notDetected' },
    { testResultId: 2, date: '2026-09-01', value: 12_500, belowDetection: false, band: 'unsuppressed' },
  ],
  cd4: [{ testResultId: 3, date: '2026-09-01', value: 180, band: 'advanced' }],
  eacSessions: [
    { eacSessionId: 4, sessionDate: '2026-09-15', notes: 'Hay quên liều tối', doctorName: 'BS. Nguyễn An' },
  ],
  plan: {
    due: [
      {
        test: 'viralLoad',
        dueDate: '2026-12-01',
        overdueAfter: '2026-12-29',
        status: 'upcoming',
        rule: 'VL2',
      },
    ],
    flags: [
      { code: 'highViralLoad', since: '2026-09-01' },
      { code: 'advancedDisease', since: '2026-09-01' },
    ],
    episode: { openedOn: '2026-09-01', eacSessions: 1, repeatDueDate: '2026-12-01', status: 'open' },
  },
  bandLimits: { vlDetection, vlKeK, vlUnsuppressed, cd4Advanced, cd4Low, cd4Moderate },
  coMedications: ['METFORMIN'],
  weights: [{ date: '2026-09-01', weightKg: 52 }],
  latestCreatinine: { date: '2026-09-01', value: 140 },
  creatinineClearance: 41.3,
};

const fetchMock = stubFetch();

const renderAt = (path: string) =>
  renderRoutes(
    [
      {
        path: '/patients/:patientId/clinical-summary',
        element: (
          <ModalsProvider>
            <ClinicalSummaryPage />
          </ModalsProvider>
        ),
      },
    ],
    path,
  );

/**
 * The server of the writes' tests: the summary as `current` holds it, read again after each write, and each write
 * answered by `write` (which may change `current`).
 */
function serve(initial: ClinicalSummaryItem, write: (body: unknown) => Response) {
  const state = { current: initial, reads: 0 };
  fetchMock.mockImplementation(async (_input, init) => {
    if (!init?.method || init.method === 'GET') {
      state.reads += 1;
      return envelopeReply(200, state.current);
    }
    return write(JSON.parse(String(init.body)));
  });
  return state;
}

/** Each of `lines` is written in the care status region. */
function expectLines(status: HTMLElement, lines: (string | RegExp)[]) {
  for (const line of lines) expect(within(status).getByText(line)).toBeTruthy();
}

const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => ({
      method: init?.method,
      path: new URL(String(input), 'http://clinic.test').pathname,
      body: JSON.parse(String(init?.body)),
    }));

describe("the doctor's clinical summary", () => {
  beforeEach(() => signIn('Doctor', { userId: 3, doctorId: 2 }));

  it('shows the flags, the open episode with its session, the due test and both results tables', async () => {
    fetchMock.mockResolvedValue(envelopeReply(200, summary));
    renderAt('/patients/7/clinical-summary');

    expect(await screen.findByText('Trần Thị Bình', { exact: false })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/Clinical/Summary/7');
    expect(screen.getByText(CLINICAL_FLAG_TEXTS.highViralLoad)).toBeTruthy();
    expect(screen.getByText(CLINICAL_FLAG_TEXTS.advancedDisease)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    const episode = screen.getByRole('region', { name: /EAC|tải lượng vi-rút cao/i });
    expect(within(episode).getByText('Hay quên liều tối')).toBeTruthy();
    expect(within(episode).getByText(/01\/09\/2026/)).toBeTruthy();
    expect(within(episode).getByText(/01\/12\/2026/)).toBeTruthy();

    const vlTable = screen.getAllByRole('table')[0] as HTMLElement;
    const rows = within(vlTable).getAllByRole('row');
    // Newest first under the header: the 12,500 in its band, then the load below detection.
    expect(rows[1]?.textContent).toContain('12.500');
    expect(rows[1]?.textContent).toContain('Không ức chế');
    expect(rows[2]?.textContent).toContain('Dưới ngưỡng phát hiện');
  });

  it('shows what the prescribing checks use: the clearance, the creatinine, the weight, the co-medications', async () => {
    fetchMock.mockResolvedValue(envelopeReply(200, summary));
    renderAt('/patients/7/clinical-summary');
    const section = await screen.findByRole('region', { name: 'Dữ liệu cho kiểm tra kê đơn' });
    expect(within(section).getByText(/41,3 mL\/phút/)).toBeTruthy();
    expect(within(section).getByText(/140 µmol\/L/)).toBeTruthy();
    expect(within(section).getByText('52 kg · 01/09/2026')).toBeTruthy();
    expect((within(section).getByLabelText('Metformin') as HTMLInputElement).checked).toBe(true);
  });

  it('lists a regimen renewed back to back once, with its whole period and how often it was prescribed', async () => {
    const tld = (treatmentId: number, startDate: string, endDate: string) => ({
      treatmentId,
      regimenId: 1,
      regimenName: 'TDF + 3TC + DTG (TLD)',
      startDate,
      endDate,
      switchReason: null,
      switchReasonText: null,
      overrideReason: null,
    });
    const regimens = [
      tld(6, '2026-06-07', '2026-07-18'),
      tld(7, '2026-07-19', '2026-08-22'),
      tld(8, '2026-08-23', '2026-10-03'),
      tld(9, '2026-10-04', '2026-11-14'),
      tld(10, '2026-11-15', '2027-02-13'),
    ];
    fetchMock.mockResolvedValue(
      envelopeReply(200, { ...summary, regimens, currentRegimen: regimens[4] ?? null }),
    );
    renderAt('/patients/7/clinical-summary');
    const history = await screen.findByRole('region', { name: 'Lịch sử phác đồ' });
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('TDF + 3TC + DTG (TLD)');
    expect(items[0]?.textContent).toContain('Đang dùng');
    expect(items[0]?.textContent).toContain('Từ 07/06/2026 đến 13/02/2027 · 5 lần kê đơn');
  });

  it('puts a suspected treatment failure on top, as an alert', async () => {
    const failing = {
      ...summary,
      plan: { ...summary.plan, flags: [{ code: 'suspectedFailure' as const, since: '2026-11-01' }] },
    };
    fetchMock.mockResolvedValue(envelopeReply(200, failing));
    renderAt('/patients/7/clinical-summary');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CLINICAL_FLAG_TEXTS.suspectedFailure);
    expect(alert.textContent).toContain('01/11/2026');
  });

  it('puts a positive CrAg first and most prominent, with what to do, and the advice under other flags', async () => {
    const flagged = {
      ...summary,
      plan: {
        ...summary.plan,
        flags: [
          { code: 'cragPositive' as const, since: '2026-10-01' },
          { code: 'suspectedFailure' as const, since: '2026-11-01' },
          { code: 'switchToDtg' as const, since: '2026-11-01' },
        ],
      },
    };
    fetchMock.mockResolvedValue(envelopeReply(200, flagged));
    renderAt('/patients/7/clinical-summary');
    const [crag, failure] = await screen.findAllByRole('alert');
    expect(crag?.textContent).toContain(`Khẩn cấp: ${CLINICAL_FLAG_TEXTS.cragPositive}`);
    expect(crag?.textContent).toContain(CLINICAL_FLAG_ADVICE.cragPositive);
    expect(crag?.textContent).toContain('01/10/2026');
    expect(failure?.textContent).toContain(CLINICAL_FLAG_ADVICE.suspectedFailure);
    const flags = screen.getByRole('region', { name: 'Cảnh báo' });
    expect(within(flags).getByText(CLINICAL_FLAG_TEXTS.switchToDtg)).toBeTruthy();
    expect(within(flags).getByText(CLINICAL_FLAG_ADVICE.switchToDtg as string)).toBeTruthy();
  });

  it.each<[string, Partial<ClinicalSummaryItem>, (string | RegExp)[], string]>([
    [
      'shows where care stands: K=K, the supply, the transfer in, breastfeeding and the final outcome',
      {
        durablySuppressed: true,
        arvRunOutDate: '2027-01-15',
        transferIn: { date: '2026-03-02', fromClinic: 'Phòng khám Quận 10' },
        isBreastfeeding: true,
        breastfeedingRecordedOn: '2026-10-05',
        finalOutcome: { date: '2026-11-20', outcome: 'transferredOut' },
      },
      [
        /^Ức chế vi-rút bền vững \(K=K\): bệnh nhân được thông báo/,
        'Ngày hết thuốc ARV: 15/01/2027',
        'Chuyển đến ngày 02/03/2026 từ Phòng khám Quận 10',
        'Đang cho con bú (ghi nhận ngày 05/10/2026)',
        'Kết thúc điều trị: Chuyển đi cơ sở khác, ngày 20/11/2026',
      ],
      'Bệnh nhân: Trần Thị Bình · Bắt đầu ARV: 10/01/2025 Ức chế vi-rút bền vững (K=K) Chuyển đi cơ sở khác (20/11/2026)',
    ],
    [
      'says K=K is not reached and nothing is recorded when the answer says none',
      { durablySuppressed: false },
      [
        /^Chưa đạt ức chế vi-rút bền vững/,
        'Chưa có lần cấp thuốc ARV.',
        'Không chuyển đến từ cơ sở khác.',
        'Không cho con bú.',
        'Chưa ghi nhận kết thúc điều trị.',
      ],
      'Bệnh nhân: Trần Thị Bình · Bắt đầu ARV: 10/01/2025',
    ],
  ])('%s', async (_name, over, lines, intro) => {
    fetchMock.mockResolvedValue(envelopeReply(200, { ...summary, ...over }));
    renderAt('/patients/7/clinical-summary');
    expectLines(await screen.findByRole('region', { name: 'Tình trạng điều trị' }), lines);
    // The line under the title, which ends with the badges of K=K and of a final outcome.
    expect(screen.getByText('Bệnh nhân: Trần Thị Bình').parentElement?.textContent).toBe(intro);
  });

  it('records breastfeeding with its date and shows the summary read again', async () => {
    const state = serve(summary, () => {
      state.current = { ...state.current, isBreastfeeding: true, breastfeedingRecordedOn: '2026-11-20' };
      return envelopeReply(200, state.current, { message: monitoringMessages.breastfeedingSaved });
    });
    renderAt('/patients/7/clinical-summary');
    const status = await screen.findByRole('region', { name: 'Tình trạng điều trị' });
    fireEvent.click(within(status).getByLabelText(/^Đang cho con bú/));
    fireEvent.change(within(status).getByLabelText(/^Ngày ghi nhận cho con bú/), {
      target: { value: '2026-11-20' },
    });
    fireEvent.click(within(status).getByRole('button', { name: 'Lưu tình trạng cho con bú' }));
    expect(await within(status).findByText('Đang cho con bú (ghi nhận ngày 20/11/2026)')).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/Clinical/Breastfeeding',
        body: { patientId: 7, isBreastfeeding: true, recordedOn: '2026-11-20' },
      },
    ]);
    expect(state.reads).toBe(2);
  });

  it('names the patient by ART number, warns of a card near its expiry and saves corrected documents', async () => {
    const expiry = addDays(clinicToday(), 10);
    const state = serve(
      {
        ...summary,
        artNumber: '79-001/2024',
        nationalId: null,
        insurance: { number: 'HS4010120878811', expiry, state: 'expiringSoon' },
      },
      (body) => {
        state.current = { ...state.current, nationalId: (body as { nationalId: string }).nationalId };
        return envelopeReply(200, body, { message: labMessages.identifiersSaved });
      },
    );
    renderAt('/patients/7/clinical-summary');
    expect(await screen.findByText(/Mã số điều trị ARV: 79-001\/2024/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      `Thẻ BHYT của bệnh nhân hết hạn ngày ${formatDateVi(expiry)}`,
    );
    const panel = screen.getByRole('region', { name: 'Mã số và giấy tờ' });
    const cccd = within(panel).getByLabelText('Số CCCD');
    fireEvent.change(cccd, { target: { value: '0010920123' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Lưu giấy tờ' }));
    expect(await within(panel).findByText(labMessages.nationalIdInvalid)).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.change(cccd, { target: { value: '001092012345' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Lưu giấy tờ' }));
    await waitFor(() => expect(state.reads).toBe(2));
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/Clinical/Identifiers',
        body: {
          patientId: 7,
          nationalId: '001092012345',
          insuranceNumber: 'HS4010120878811',
          insuranceExpiry: expiry,
        },
      },
    ]);
  });

  it("shows the server's refusal of a transfer in and keeps what was typed", async () => {
    const message = 'Ngày chuyển đến không được trước ngày sinh';
    serve(summary, () => envelopeReply(400, null, { message }));
    renderAt('/patients/7/clinical-summary');
    const status = await screen.findByRole('region', { name: 'Tình trạng điều trị' });
    fireEvent.change(within(status).getByLabelText(/^Ngày chuyển đến/), { target: { value: '2026-03-02' } });
    fireEvent.change(within(status).getByLabelText(/^Cơ sở điều trị trước đây/), {
      target: { value: 'Phòng khám Quận 10' },
    });
    fireEvent.click(within(status).getByRole('button', { name: 'Lưu thông tin chuyển đến' }));
    expect(await within(status).findByText(message)).toBeTruthy();
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/Clinical/TransferIn',
      body: { patientId: 7, date: '2026-03-02', fromClinic: 'Phòng khám Quận 10' },
    });
    expect((within(status).getByLabelText(/^Cơ sở điều trị trước đây/) as HTMLInputElement).value).toBe(
      'Phòng khám Quận 10',
    );
  });

  it('removes a transfer in only once confirmed', async () => {
    const state = serve(
      { ...summary, transferIn: { date: '2026-03-02', fromClinic: 'Phòng khám Quận 10' } },
      () => {
        state.current = { ...state.current, transferIn: null };
        return envelopeReply(200, state.current, { message: monitoringMessages.transferInSaved });
      },
    );
    renderAt('/patients/7/clinical-summary');
    const status = await screen.findByRole('region', { name: 'Tình trạng điều trị' });
    fireEvent.click(within(status).getByRole('button', { name: 'Xóa thông tin chuyển đến' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Phòng khám Quận 10 ngày 02/03/2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);

    fireEvent.click(within(status).getByRole('button', { name: 'Xóa thông tin chuyển đến' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Xóa' }));
    expect(await within(status).findByText('Không chuyển đến từ cơ sở khác.')).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/Clinical/TransferIn',
        body: { patientId: 7, date: null, fromClinic: null },
      },
    ]);
    expect(within(status).queryByRole('button', { name: 'Xóa thông tin chuyển đến' })).toBeNull();
  });

  it('records a final outcome behind a confirmation that says it ends reminders and calls', async () => {
    const state = serve(summary, (body) => {
      state.current = { ...state.current, finalOutcome: { date: '2026-11-20', outcome: 'refused' } };
      return envelopeReply(
        201,
        { tracingOutcomeId: 9, ...(body as object) },
        { message: retentionApiMessages.tracingOutcomeRecorded },
      );
    });
    renderAt('/patients/7/clinical-summary');
    const status = await screen.findByRole('region', { name: 'Tình trạng điều trị' });
    const submit = () =>
      fireEvent.click(within(status).getByRole('button', { name: 'Ghi nhận kết thúc điều trị' }));
    submit();
    expect(await within(status).findByText('Vui lòng chọn kết quả')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(within(status).getByLabelText(/^Kết quả/), { target: { value: 'refused' } });
    fireEvent.change(within(status).getByLabelText(/^Ngày$|^Ngày \*/), { target: { value: '2026-11-20' } });
    fireEvent.change(within(status).getByLabelText('Ghi chú'), {
      target: { value: 'Không muốn điều trị tiếp' },
    });
    submit();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('"Ngừng điều trị" ngày 20/11/2026 cho bệnh nhân Trần Thị Bình');
    expect(dialog.textContent).toContain('không còn nhận email nhắc lịch');
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ghi nhận' }));
    expect(
      await within(status).findByText('Kết thúc điều trị: Ngừng điều trị, ngày 20/11/2026'),
    ).toBeTruthy();
    expect(screen.getByText('Đã ghi nhận kết thúc điều trị')).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/Retention/TracingOutcome',
        body: { patientId: 7, outcome: 'refused', date: '2026-11-20', notes: 'Không muốn điều trị tiếp' },
      },
    ]);
    expect(state.reads).toBe(2);
  });

  it("says the patient is not found when the server answers 404 (not the doctor's patient)", async () => {
    fetchMock.mockResolvedValue(envelopeReply(404, null, { message: 'Không tìm thấy bệnh nhân' }));
    renderAt('/patients/8/clinical-summary');
    expect(await screen.findByText(/Không tìm thấy/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
