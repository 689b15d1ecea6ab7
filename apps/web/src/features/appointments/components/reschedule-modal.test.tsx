// @vitest-environment jsdom
import { addDays, appointmentMessages, formatDateVi } from '@clinic/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clinicToday } from '../../../lib/clinic-time';
import { MemoryRouter } from '../../../lib/router';
import { appointmentFixture } from '../../../test/appointments';
import { stubFetch } from '../../../test/fetch';
import { envelopeReply, renderWithProviders, signIn } from '../../../test/render';
import { RescheduleModal } from './reschedule-modal';

const passed = appointmentFixture({ appointmentId: 7, appointmentDate: '2020-01-06' });

const tomorrow = addDays(clinicToday(), 1);
const an = { doctorId: 2, doctorName: 'BS. An' };

/** The same doctor's free hours: tomorrow 10:00 and 14:00, nothing on the other days. */
const fetchMock = stubFetch(async (input) => {
  const url = String(input);
  if (url.includes('/Appointment/GetAvailableSlots')) {
    const from = new URL(url, 'http://x').searchParams.get('from') ?? '';
    const days = Array.from({ length: 14 }, (_, i) => addDays(from, i)).map((date) => ({
      date,
      slots:
        date === tomorrow
          ? [
              { time: '10:00:00', doctors: [an] },
              { time: '14:00:00', doctors: [an] },
            ]
          : [],
    }));
    return envelopeReply(200, { days });
  }
  if (url.includes('/DoctorSchedule/GetWorkingHours')) {
    return envelopeReply(200, [
      { ...an, schedules: [{ workDay: 'Monday', startTime: '08:00:00', endTime: '17:00:00' }] },
    ]);
  }
  return envelopeReply(404, null);
});

function renderModal() {
  renderWithProviders(
    <MemoryRouter>
      <RescheduleModal appointment={passed} onClose={() => {}} />
    </MemoryRouter>,
  );
}

describe('RescheduleModal', () => {
  beforeEach(() => signIn('Patient', { patientId: 1 }));

  it('starts from the hour, leaves a passed date empty and asks for both before saving', async () => {
    renderModal();
    expect(await screen.findByLabelText(/Ngày mới/)).toHaveProperty('value', '');
    expect(screen.getByLabelText(/Giờ mới/)).toHaveProperty('value', '09:00');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Vui lòng chọn ngày và giờ mới')).toBeDefined();
    expect(screen.getByText(appointmentMessages.fillAll)).toBeDefined();
  });

  it("offers only the same doctor's free hours, and picking one fills the date and hour", async () => {
    renderModal();
    const earliest = await screen.findByRole('button', { name: /Lịch trống sớm nhất/ });
    expect(earliest.textContent).toContain('10:00');
    expect(screen.getByText(/Giờ làm việc: Thứ Hai 08:00–17:00/)).toBeDefined();
    const later = screen.getByRole('button', { name: /^14:00, / });
    fireEvent.click(later);
    expect(screen.getByLabelText(/Ngày mới/)).toHaveProperty('value', formatDateVi(tomorrow));
    expect(screen.getByLabelText(/Giờ mới/)).toHaveProperty('value', '14:00');
    expect(later.getAttribute('aria-pressed')).toBe('true');
    const slotsCall = fetchMock.mock.calls
      .map((c) => String(c[0]))
      .find((u) => u.includes('GetAvailableSlots'));
    expect(new URL(slotsCall ?? '', 'http://x').searchParams.get('doctorId')).toBe('2');
    const dayButtons = within(screen.getByRole('group', { name: 'Chọn ngày' })).getAllByRole('button');
    expect(dayButtons).toHaveLength(14);
    expect(dayButtons.filter((b) => b.hasAttribute('disabled'))).toHaveLength(13);
  });

  it('clears an hour outside clinic hours when the field is left', async () => {
    renderModal();
    const hour = await screen.findByLabelText(/Giờ mới/);
    fireEvent.change(hour, { target: { value: '07:00' } });
    fireEvent.blur(hour);
    expect(hour).toHaveProperty('value', '');
    expect(screen.getByText(appointmentMessages.hourRange)).toBeDefined();
  });
});
