import { endpoints } from '@clinic/contract';
import type { EndpointBody } from '../../../lib/api/endpoint-client';
import { useBodyMutation } from '../../../lib/api/endpoint-mutation';

const endpoint = endpoints.appointment.create;

/** The body of POST /Appointment/Create (the booking sends status 'Pending'; the server stores Scheduled). */
export type CreateAppointmentBody = EndpointBody<typeof endpoint>;

/** POST /Appointment/Create; answers the server's message and the appointment it stored. */
export const useCreateAppointment = () =>
  useBodyMutation(endpoint, {
    answer: (envelope) => ({ message: envelope.message, appointment: envelope.data }),
    // The booking leaves for its confirmation at once instead of watching the free doctors reload.
    waitForRefresh: false,
  });
