import { endpoints } from '@clinic/contract';
import type { EndpointBody } from '../../../lib/api/endpoint-client';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';

const endpoint = endpoints.appointment.update;

/**
 * PUT /Appointment/Update: appointmentId plus the fields that change. A refusal refreshes too (the slot or the
 * state may have changed meanwhile), and the screen does not wait for the refresh.
 */
export const useUpdateAppointment = () =>
  useEndpointMutation(endpoint, {
    input: (body: EndpointBody<typeof endpoint>) => ({ body }),
    answer: ({ data, message }) => ({ appointment: data, message }),
    refreshAfterRefusal: true,
    waitForRefresh: false,
  });
