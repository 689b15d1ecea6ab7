// @vitest-environment jsdom
import { monitoringMessages } from '@clinic/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch';
import { envelopeReply, renderWithProviders, signIn } from '../../../test/render';
import { EacSessionForm } from './eac-session-form';

const fetchMock = stubFetch();
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body ?? 'null'));

const renderForm = () => renderWithProviders(<EacSessionForm patientId={7} />);
const dateInput = () => screen.getByLabelText(/^Ngày tư vấn/) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Ghi nhận' }));

describe('the EAC session form', () => {
  beforeEach(() => signIn('Doctor', { userId: 3, doctorId: 2 }));

  it('asks for the date under the field without calling the server', async () => {
    renderForm();
    fireEvent.change(dateInput(), { target: { value: '' } });
    submit();
    expect(await screen.findByText(monitoringMessages.sessionDateRequired)).toBeTruthy();
    expect(dateInput().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the patient's session and says it was recorded", async () => {
    fetchMock.mockResolvedValue(
      envelopeReply(
        201,
        { eacSessionId: 1, sessionDate: '2026-11-20', notes: 'Quên thuốc', doctorName: 'BS. An' },
        { message: monitoringMessages.eacRecorded },
      ),
    );
    renderForm();
    fireEvent.change(dateInput(), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Ghi chú'), { target: { value: 'Quên thuốc' } });
    submit();
    expect(await screen.findByText(monitoringMessages.eacRecorded)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/Clinical/EacSession');
    expect(sentBody()).toEqual({ patientId: 7, sessionDate: '2026-11-20', notes: 'Quên thuốc' });
    await waitFor(() => expect((screen.getByLabelText('Ghi chú') as HTMLTextAreaElement).value).toBe(''));
  });

  it("puts the server's refusal of the date under the date field", async () => {
    const message = monitoringMessages.sessionInFuture;
    fetchMock.mockResolvedValue(
      envelopeReply(400, null, { message, errors: [message], fieldErrors: { sessionDate: [message] } }),
    );
    renderForm();
    fireEvent.change(dateInput(), { target: { value: '2026-11-20' } });
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(dateInput().getAttribute('aria-invalid')).toBe('true');
  });
});
