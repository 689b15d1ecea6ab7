// @vitest-environment jsdom
import { CLINICAL_FLAG_TEXTS, type ClinicalSummaryItem, DEFAULT_CLINICAL_THRESHOLDS } from '@clinic/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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
  renderRoutes([{ path: '/patients/:patientId/clinical-summary', Component: ClinicalSummaryPage }], path);

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

  it("says the patient is not found when the server answers 404 (not the doctor's patient)", async () => {
    fetchMock.mockResolvedValue(envelopeReply(404, null, { message: 'Không tìm thấy bệnh nhân' }));
    renderAt('/patients/8/clinical-summary');
    expect(await screen.findByText(/Không tìm thấy/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
