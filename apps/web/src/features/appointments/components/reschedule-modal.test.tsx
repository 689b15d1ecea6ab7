// @vitest-environment jsdom
import { type Appointment, appointmentMessages } from '@clinic/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RescheduleModal } from './reschedule-modal';

const passed: Appointment = {
  appointmentId: 7,
  patientId: 1,
  doctorId: 2,
  doctorName: 'BS. An',
  patientName: 'Bình',
  appointmentDate: '2020-01-06',
  appointmentTime: '09:00:00',
  appointmentType: 'Appointment',
  testTypeId: null,
  testTypeName: null,
  isAnonymous: false,
  status: 'Scheduled',
  hasTestResult: false,
  testResultId: null,
  hasTreatment: false,
};

function renderModal() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RescheduleModal appointment={passed} onClose={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('RescheduleModal', () => {
  it('starts from the hour, leaves a passed date empty and asks for both before saving', async () => {
    renderModal();
    expect(await screen.findByLabelText(/Ngày mới/)).toHaveProperty('value', '');
    expect(screen.getByLabelText(/Giờ mới/)).toHaveProperty('value', '09:00');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Vui lòng chọn ngày và giờ mới');
    expect(screen.getByText(appointmentMessages.fillAll)).toBeDefined();
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
