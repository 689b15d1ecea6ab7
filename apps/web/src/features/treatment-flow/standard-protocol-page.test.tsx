// @vitest-environment jsdom
import type { ArvRegimenItem, RegimenCheckResult } from '@clinic/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, stubFetch } from '../../test/fetch';
import { envelopeReply, renderRoutes, signIn } from '../../test/render';
import { StandardProtocolPage } from './standard-protocol-page';

const regimen = (regimenId: number, regimenName: string, componentId: number): ArvRegimenItem => ({
  regimenId,
  regimenName,
  component1Id: componentId,
  component2Id: null,
  component3Id: null,
  component4Id: null,
  component1Name: `Thành phần ${componentId}`,
  component2Name: null,
  component3Name: null,
  component4Name: null,
  component1Tablets: 2,
  component2Tablets: 1,
  component3Tablets: 1,
  component4Tablets: 1,
  description: '',
  suitableFor: 'Người lớn',
  sideEffects: '',
  usageInstructions: '',
  frequency: 1,
  isCustomized: false,
  isActive: true,
});

const REGIMENS = [
  regimen(1, 'Viên phối hợp TLD', 11),
  regimen(2, 'AZT + 3TC + EFV', 12),
  regimen(3, 'TAF + 3TC + DTG', 13),
  regimen(4, 'ABC + 3TC + DTG', 14),
  regimen(5, 'LPV/r + 3TC', 15),
];

const checkOf = (findings: RegimenCheckResult['findings']): RegimenCheckResult => ({
  findings,
  creatinineClearance: 31.5,
  missingInputs: [],
});

/** Each regimen's check, by its one component: blocked, warned, clear, failing, and one that never answers. */
const CHECKS: Record<number, RegimenCheckResult | 'fail' | 'hang'> = {
  11: checkOf([
    { ruleId: 'S6', severity: 'WARN', message: 'Metformin tối đa 1000 mg/ngày.' },
    {
      ruleId: 'S15',
      severity: 'BLOCK',
      message: 'Độ thanh thải creatinine dưới 50 mL/phút: dùng TAF hoặc ABC.',
    },
  ]),
  12: checkOf([{ ruleId: 'S6', severity: 'WARN', message: 'Metformin tối đa 1000 mg/ngày.' }]),
  13: checkOf([]),
  14: 'fail',
  15: 'hang',
};

const ok = (data: unknown) => envelopeReply(200, data, { message: 'Thành công' });

const fetchMock = stubFetch(async (input, init) => {
  const url = String(input);
  if (url.includes('/ARVRegimens/GetByIsCustomized/false')) return ok(REGIMENS);
  if (url.includes('/Clinical/CheckRegimen')) {
    const { componentIds } = JSON.parse(String(init?.body)) as { componentIds: number[] };
    const answer = CHECKS[componentIds[0] as number];
    if (answer === 'hang') return new Promise<Response>(() => {});
    if (answer === 'fail' || answer === undefined) return envelopeReply(500, null, { message: 'Lỗi' });
    return ok(answer);
  }
  return ok(null);
});

const checkBodies = () => bodiesSentTo(fetchMock, '/Clinical/CheckRegimen');

/** The card of a regimen: the radio's own box, found from the radio named by the regimen. */
const card = (name: string) =>
  screen.getByRole('radio', { name }).closest('.mantine-Paper-root') as HTMLElement;

const renderPage = (query = 'testResultId=5&appointmentId=6&patientId=7&doctorId=2') =>
  renderRoutes(
    [{ path: '/standard-protocol', Component: StandardProtocolPage }],
    `/standard-protocol?${query}`,
  );

describe('the standard regimens, each with its check for the patient', () => {
  beforeEach(() => signIn('Doctor', { userId: 3, doctorId: 2 }));

  it('checks every regimen at once with its components and tablets, before any is chosen', async () => {
    renderPage();
    await screen.findByRole('radio', { name: 'Viên phối hợp TLD' });
    await waitFor(() => expect(checkBodies()).toHaveLength(REGIMENS.length));
    expect(checkBodies()).toContainEqual({
      patientId: 7,
      componentIds: [11],
      componentTablets: [2],
      frequencyPerDay: 1,
    });
    expect(screen.getByRole('radio', { name: 'Viên phối hợp TLD' }).getAttribute('aria-checked')).not.toBe(
      'true',
    );
  });

  it('says blocked with the first BLOCK message, the rule id only in the detail line', async () => {
    renderPage();
    await screen.findByRole('radio', { name: 'Viên phối hợp TLD' });
    const blocked = card('Viên phối hợp TLD');
    expect(await within(blocked).findByText('Không dùng được')).toBeTruthy();
    expect(
      within(blocked).getByText('Độ thanh thải creatinine dưới 50 mL/phút: dùng TAF hoặc ABC.'),
    ).toBeTruthy();
    expect(within(blocked).getByText('Chi tiết: quy tắc S15')).toBeTruthy();
    expect(within(blocked).queryByText('Metformin tối đa 1000 mg/ngày.')).toBeNull();
    // The radio is described by its verdict, so a screen reader hears it with the name.
    const describedBy = screen
      .getByRole('radio', { name: 'Viên phối hợp TLD' })
      .getAttribute('aria-describedby');
    expect(describedBy?.split(' ')).toContain('regimen-1-check');
  });

  it('says what to watch for a warning, and nothing against a clear regimen', async () => {
    renderPage();
    await screen.findByRole('radio', { name: 'AZT + 3TC + EFV' });
    const warned = card('AZT + 3TC + EFV');
    expect(await within(warned).findByText('Cần lưu ý')).toBeTruthy();
    expect(within(warned).getByText('Metformin tối đa 1000 mg/ngày.')).toBeTruthy();
    expect(within(warned).getByText('Chi tiết: quy tắc S6')).toBeTruthy();
    const clear = card('TAF + 3TC + DTG');
    expect(await within(clear).findByText('Không có cảnh báo')).toBeTruthy();
    expect(within(clear).queryByText(/Chi tiết/)).toBeNull();
  });

  it('keeps a card usable when its check fails or is still loading', async () => {
    renderPage();
    await screen.findByRole('radio', { name: 'ABC + 3TC + DTG' });
    const failed = card('ABC + 3TC + DTG');
    expect(await within(failed).findByText('Chưa kiểm tra được phác đồ này.')).toBeTruthy();
    expect(within(card('LPV/r + 3TC')).getByText('Đang kiểm tra…')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'ABC + 3TC + DTG' }));
    expect(screen.getByRole('radio', { name: 'ABC + 3TC + DTG' })).toHaveProperty('checked', true);
  });

  it('checks nothing for an anonymous appointment, which has no patient id', async () => {
    renderPage('testResultId=5&appointmentId=6&doctorId=2');
    await screen.findByRole('radio', { name: 'Viên phối hợp TLD' });
    expect(checkBodies()).toHaveLength(0);
    expect(screen.queryByText('Không dùng được')).toBeNull();
    expect(screen.queryByText('Đang kiểm tra…')).toBeNull();
  });
});
