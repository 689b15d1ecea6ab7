// @vitest-environment jsdom
import { type ArvRegimenItem, addDays, type RegimenCheckResult } from '@clinic/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseDateVi } from '../../components/date-field-model';
import { clinicToday } from '../../lib/clinic-time';
import { stubFetch } from '../../test/fetch';
import { envelopeReply, renderRoutes, signIn } from '../../test/render';
import { TreatmentCreatePage } from './treatment-create-page';

const regimen = (regimenId: number, regimenName: string, componentIds: number[]): ArvRegimenItem => ({
  regimenId,
  regimenName,
  component1Id: componentIds[0] as number,
  component2Id: componentIds[1] ?? null,
  component3Id: componentIds[2] ?? null,
  component4Id: componentIds[3] ?? null,
  component1Name: 'TLD',
  component2Name: null,
  component3Name: null,
  component4Name: null,
  component1Tablets: 1,
  component2Tablets: 1,
  component3Tablets: 1,
  component4Tablets: 1,
  description: '',
  suitableFor: '',
  sideEffects: '',
  usageInstructions: '',
  frequency: 1,
  isCustomized: false,
  isActive: true,
});

const check: RegimenCheckResult = {
  findings: [
    {
      ruleId: 'S15',
      severity: 'BLOCK',
      message: 'Độ thanh thải creatinine dưới 50 mL/phút: dùng TAF hoặc ABC.',
    },
    { ruleId: 'S6', severity: 'WARN', message: 'Metformin tối đa 1000 mg/ngày.' },
  ],
  creatinineClearance: 31.5,
  missingInputs: [],
};

const ok = (data: unknown, status = 200) => envelopeReply(status, data, { message: 'Thành công' });

const fetchMock = stubFetch(async (input) => {
  const url = String(input);
  if (url.includes('/ARVRegimens/GetAll') || url.includes('/ARVRegimen/GetAll'))
    return ok([regimen(3, 'TDF + 3TC + DTG', [11])]);
  if (url.includes('/Clinical/CheckRegimen')) return ok(check);
  if (url.includes('/Clinical/Summary/'))
    return ok({
      currentRegimen: {
        treatmentId: 1,
        regimenId: 9,
        regimenName: 'AZT + 3TC + EFV',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        switchReason: null,
        switchReasonText: null,
        overrideReason: null,
      },
    });
  if (url.includes('/Treatment/Create')) return ok({ treatmentId: 40 }, 201);
  return ok(null);
});

const callsTo = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(path));

const renderPage = () =>
  renderRoutes(
    [
      { path: '/treatments/create', Component: TreatmentCreatePage },
      { path: '/appointments/management', element: <p>manager</p> },
    ],
    '/treatments/create?regimenId=3&testResultId=5&appointmentId=6&patientId=7&doctorId=2',
  );

describe('prescribing a regimen with safety findings', () => {
  beforeEach(() => signIn('Doctor', { userId: 3, doctorId: 2 }));

  it('shows the findings, then asks for each acknowledgement, the override reason and the switch reason', async () => {
    renderPage();
    expect(await screen.findByText(check.findings[0]?.message as string)).toBeTruthy();
    expect(screen.getByText(/31,5 mL\/phút/)).toBeTruthy();
    expect(JSON.parse(String(callsTo('/Clinical/CheckRegimen')[0]?.[1]?.body))).toEqual({
      patientId: 7,
      componentIds: [11],
      componentTablets: [1],
      frequencyPerDay: 1,
    });
    await screen.findByLabelText(/^Lý do đổi phác đồ/);

    fireEvent.click(screen.getByRole('button', { name: 'Tạo đơn điều trị' }));
    expect(
      await screen.findByText('Vui lòng xác nhận đã xem xét từng cảnh báo', {
        selector: '.mantine-InputWrapper-error, [class*="error"]',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập lý do vẫn kê đơn')).toBeTruthy();
    expect(screen.getByText('Vui lòng chọn lý do đổi phác đồ')).toBeTruthy();
    expect(callsTo('/Treatment/Create')).toHaveLength(0);
  });

  it('sends the acknowledgements, the override reason and the switch reason with the treatment', async () => {
    const router = renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Metformin tối đa 1000 mg/ngày.' }));
    fireEvent.change(screen.getByLabelText(/^Lý do vẫn kê đơn dù bị chặn/), {
      target: { value: 'Không có TAF trong kho' },
    });
    fireEvent.change(await screen.findByLabelText(/^Lý do đổi phác đồ/), { target: { value: 'toxicity' } });
    fireEvent.change(screen.getByLabelText(/^Ngày kết thúc/), { target: { value: '2099-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tạo đơn điều trị' }));

    await waitFor(() => expect(callsTo('/Treatment/Create')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/Treatment/Create')[0]?.[1]?.body))).toMatchObject({
      testResultId: 5,
      regimenId: 3,
      acknowledgedRuleIds: ['S6'],
      overrideReason: 'Không có TAF trong kho',
      switchReason: 'toxicity',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/management'));
  });
  it('proposes an end as many days after the start as dispensed, following both until the end is typed', async () => {
    renderPage();
    const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
    const dateOf = (label: RegExp) => parseDateVi(field(label).value) ?? '';
    await screen.findByLabelText(/^Ngày kết thúc/);
    const start = dateOf(/^Ngày bắt đầu/);
    expect(start).toBe(addDays(clinicToday(), 1));
    expect(dateOf(/^Ngày kết thúc/)).toBe(addDays(start, 30));

    fireEvent.change(screen.getByLabelText(/^Số ngày cấp thuốc/), { target: { value: '90' } });
    expect(dateOf(/^Ngày kết thúc/)).toBe(addDays(start, 90));
    fireEvent.change(field(/^Ngày bắt đầu/), { target: { value: addDays(start, 7) } });
    await waitFor(() => expect(dateOf(/^Ngày kết thúc/)).toBe(addDays(start, 97)));

    // Once the doctor sets the end, it stays.
    fireEvent.change(field(/^Ngày kết thúc/), { target: { value: addDays(start, 40) } });
    fireEvent.change(field(/^Ngày bắt đầu/), { target: { value: addDays(start, 1) } });
    fireEvent.change(screen.getByLabelText(/^Số ngày cấp thuốc/), { target: { value: '180' } });
    await waitFor(() => expect(dateOf(/^Ngày bắt đầu/)).toBe(addDays(start, 1)));
    expect(dateOf(/^Ngày kết thúc/)).toBe(addDays(start, 40));
  });

  it('defaults the days dispensed from the dates until the doctor picks one, and sends it', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Metformin tối đa 1000 mg/ngày.' }));
    fireEvent.change(screen.getByLabelText(/^Lý do vẫn kê đơn dù bị chặn/), {
      target: { value: 'Không có TAF trong kho' },
    });
    fireEvent.change(await screen.findByLabelText(/^Lý do đổi phác đồ/), { target: { value: 'toxicity' } });
    const start = parseDateVi((screen.getByLabelText(/^Ngày bắt đầu/) as HTMLInputElement).value) ?? '';
    const days = screen.getByLabelText(/^Số ngày cấp thuốc/) as HTMLSelectElement;
    expect(days.value).toBe('30');
    fireEvent.change(screen.getByLabelText(/^Ngày kết thúc/), { target: { value: addDays(start, 90) } });
    expect(days.value).toBe('90');
    fireEvent.change(days, { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText(/^Ngày kết thúc/), { target: { value: addDays(start, 180) } });
    expect(days.value).toBe('60');
    fireEvent.click(screen.getByRole('button', { name: 'Tạo đơn điều trị' }));
    await waitFor(() => expect(callsTo('/Treatment/Create')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/Treatment/Create')[0]?.[1]?.body))).toMatchObject({
      daysDispensed: 60,
    });
  });
});
