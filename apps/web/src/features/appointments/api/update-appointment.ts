import { endpoints } from '@clinic/contract';
import { useBodyMutation } from '../../../lib/api/endpoint-mutation';

const endpoint = endpoints.appointment.update;

/**
 * PUT /Appointment/Update: appointmentId plus the fields that change. A refusal refreshes too (the slot or the
 * state may have changed meanwhile), and the screen does not wait for the refresh.
 */
export const useUpdateAppointment = () =>
  useBodyMutation(endpoint, {
    answer: ({ data, message }) => ({ appointment: data, message }),
    refreshAfterRefusal: true,
    waitForRefresh: false,
  });
