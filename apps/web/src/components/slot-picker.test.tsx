// @vitest-environment jsdom
import { addDays, endpoints } from '@clinic/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointId } from '../lib/api/query-keys';
import { clinicToday } from '../lib/clinic-time';
import { stubFetch } from '../test/fetch';
import { envelopeReply, renderWithProviders, signIn } from '../test/render';
import { SlotPicker } from './slot-picker';

const tomorrow = addDays(clinicToday(), 1);
const an = { doctorId: 2, doctorName: 'BS. An' };

const slotsReply = (from: string) =>
  envelopeReply(200, {
    days: Array.from({ length: 14 }, (_, i) => addDays(from, i)).map((date) => ({
      date,
      slots: date === tomorrow ? [{ time: '10:00:00', doctors: [an] }] : [],
    })),
  });

const hoursReply = () =>
  envelopeReply(200, [
    { ...an, schedules: [{ workDay: 'Monday', startTime: '08:00:00', endTime: '17:00:00' }] },
  ]);

/** The working hours answer when `hours` resolves (or fails); the free slots at once. */
function answers(hours: Promise<Response>): typeof fetch {
  return async (input) => {
    const url = String(input);
    if (url.includes('/Appointment/GetAvailableSlots')) {
      return slotsReply(new URL(url, 'http://x').searchParams.get('from') ?? '');
    }
    if (url.includes('/DoctorSchedule/GetWorkingHours')) return hours;
    return envelopeReply(404, null);
  };
}

const fetchMock = stubFetch();

/**
 * A second observer of the picker's free-slots query, fetching nothing itself: React Query tells every observer of
 * a query of a new state in one batch, so once this shows 'success', the picker has been drawn with the slots in.
 * It passes the picker's query function on, which its options would otherwise replace on the shared query.
 */
function SlotsStatus() {
  const picker = useQueryClient()
    .getQueryCache()
    .find({ queryKey: [endpointId(endpoints.appointment.getAvailableSlots)], exact: false });
  const { status } = useQuery({
    queryKey: picker?.queryKey ?? ['no slots query'],
    queryFn: picker?.options.queryFn,
    enabled: false,
  });
  return <output aria-label="free slots">{status}</output>;
}

function renderPicker() {
  renderWithProviders(
    <>
      <SlotPicker value={{ appointmentDate: '', appointmentTime: '', doctorId: null }} onPick={() => {}} />
      <SlotsStatus />
    </>,
  );
}

describe('SlotPicker', () => {
  beforeEach(() => signIn('Patient', { patientId: 1 }));

  it('stays on its loading line until the weekly hours are in, then shows the cards with them', async () => {
    let release: (reply: Response) => void = () => {};
    fetchMock.mockImplementation(answers(new Promise<Response>((resolve) => (release = resolve))));
    renderPicker();
    // The free slots are in, the hours not yet: nothing that would grow afterwards is drawn.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(screen.getByLabelText('free slots').textContent).toBe('success'));
    expect(screen.getByText('Đang tải lịch trống...')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Lịch trống sớm nhất/ })).toBeNull();

    release(hoursReply());
    expect(await screen.findByRole('button', { name: /Lịch trống sớm nhất/ })).toBeDefined();
    expect(screen.getByText(/Thứ Hai 08:00–17:00/)).toBeDefined();
    expect(screen.queryByText('Đang tải lịch trống...')).toBeNull();
  });

  it('still offers the free hours when the weekly hours cannot be read', async () => {
    fetchMock.mockImplementation(answers(Promise.resolve(envelopeReply(500, null))));
    renderPicker();
    expect(await screen.findByRole('button', { name: /Lịch trống sớm nhất/ })).toBeDefined();
    expect(screen.getByRole('button', { name: /^10:00, / })).toBeDefined();
    expect(screen.queryByText(/Giờ làm việc/)).toBeNull();
  });
});
