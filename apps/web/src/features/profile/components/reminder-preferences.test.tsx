// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch';
import { messagingPreferences, patientProfile } from '../../../test/patient-profile';
import { envelopeReply, renderWithProviders, signIn } from '../../../test/render';
import { profileMessages as m } from '../messages';
import { ProfilePage } from '../profile-page';

const fetchMock = stubFetch(async (input, init) => {
  const url = String(input);
  if (url.includes('/Messaging/')) return envelopeReply(200, messagingPreferences);
  if (init?.method === 'PUT') {
    const body = JSON.parse(String(init.body));
    return envelopeReply(200, { ...patientProfile, ...body }, { message: 'Cập nhật thành công' });
  }
  if (url.includes('/Doctor/'))
    return envelopeReply(200, { ...patientProfile, doctorId: 2, patientId: undefined });
  return envelopeReply(200, patientProfile);
});
const puts = () =>
  fetchMock.mock.calls.filter(
    ([input, init]) => init?.method === 'PUT' && String(input).includes('/patient/'),
  );

describe('reminder preferences on the profile', () => {
  it('lets a patient switch a reminder off, saved through the profile update', async () => {
    signIn('Patient', { userId: 10, patientId: 4 });
    renderWithProviders(<ProfilePage />);
    const refills = (await screen.findByRole('switch', {
      name: new RegExp(m.remindRefills),
    })) as HTMLInputElement;
    expect(refills.checked).toBe(true);
    fireEvent.click(refills);
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = JSON.parse(String(puts()[0]?.[1]?.body));
    expect(body).toMatchObject({ patientId: 4, remindRefills: false, fullName: patientProfile.fullName });
    expect(body).not.toHaveProperty('remindAppointments');
    await waitFor(() => expect(refills.checked).toBe(false));
  });

  it('shows no reminder switches to a doctor', async () => {
    signIn('Doctor', { userId: 3, doctorId: 2 });
    renderWithProviders(<ProfilePage />);
    expect((await screen.findAllByText(patientProfile.fullName)).length).toBeGreaterThan(0);
    expect(screen.queryByText(m.remindersTitle)).toBeNull();
  });
});
