// @vitest-environment jsdom
import type { TreatmentItem } from '@clinic/contract';
import { formatDateVi } from '@clinic/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clinicToday } from '../../../lib/clinic-time';
import { stubFetch } from '../../../test/fetch';
import { envelopeReply, renderWithProviders, signIn } from '../../../test/render';
import { monitoringPageMessages as m } from '../messages';
import { SupplyPanel } from './supply-panel';

const treatment = {
  treatmentId: 9,
  regimenName: 'TDF + 3TC + DTG',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  daysDispensed: 90,
  refillDueDate: '2026-03-25',
  runOutDate: '2026-04-01',
} as TreatmentItem;

let refillReply: () => Response;
const fetchMock = stubFetch(async (input) => {
  const url = String(input);
  if (url.includes('/Treatment/Refill')) return refillReply();
  if (url.includes('/Treatment/GetAll')) return envelopeReply(200, [treatment]);
  return envelopeReply(200, null);
});
const refillCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('/Treatment/Refill'));

describe('the supply panel of the clinical summary', () => {
  beforeEach(() => signIn('Doctor', { userId: 3, doctorId: 2 }));

  it('shows the supply and records a refill dated clinic today, then the new dates', async () => {
    refillReply = () =>
      envelopeReply(
        201,
        { refillId: 1, treatmentId: 9, refillDueDate: '2026-06-23', runOutDate: '2026-06-30' },
        { message: 'Đã ghi nhận lần cấp thuốc' },
      );
    renderWithProviders(<SupplyPanel treatmentId={9} />);
    expect(await screen.findByText('01/04/2026')).toBeTruthy();
    expect((screen.getByLabelText(new RegExp(`^${m.refillDate}`)) as HTMLInputElement).value).toBe(
      formatDateVi(clinicToday()),
    );
    const days = screen.getByLabelText(new RegExp(`^${m.supplyDays}`)) as HTMLSelectElement;
    expect(days.value).toBe('90');
    fireEvent.change(days, { target: { value: '180' } });
    fireEvent.click(screen.getByRole('button', { name: m.refillSubmit }));
    await waitFor(() => expect(refillCalls()).toHaveLength(1));
    expect(JSON.parse(String(refillCalls()[0]?.[1]?.body))).toEqual({
      treatmentId: 9,
      dispenseDate: clinicToday(),
      daysDispensed: 180,
    });
    expect(await screen.findByText(m.refillNewDates('23/06/2026', '30/06/2026'))).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    refillReply = () =>
      new Response(
        JSON.stringify({
          status: false,
          statusCode: 400,
          message: 'Ngày cấp thuốc không được trước ngày bắt đầu phác đồ',
          data: null,
          errors: ['Ngày cấp thuốc không được trước ngày bắt đầu phác đồ'],
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      );
    renderWithProviders(<SupplyPanel treatmentId={9} />);
    fireEvent.click(await screen.findByRole('button', { name: m.refillSubmit }));
    expect(await screen.findByText('Ngày cấp thuốc không được trước ngày bắt đầu phác đồ')).toBeTruthy();
  });

  it("says only the prescribing doctor records a refill when the treatment is not the doctor's own", async () => {
    renderWithProviders(<SupplyPanel treatmentId={5} />);
    expect(await screen.findByText(m.supplyNotOwn)).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.refillSubmit })).toBeNull();
  });
});
