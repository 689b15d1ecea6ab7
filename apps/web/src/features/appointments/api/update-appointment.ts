import { endpoints } from '@clinic/contract';
import { appointmentUpdateAnswer } from '../../../lib/api/appointment';
import { useBodyMutation } from '../../../lib/api/endpoint-mutation';

/**
 * PUT /Appointment/Update: appointmentId plus the fields that change. A refusal refreshes too (the slot or the
 * state may have changed meanwhile), and the screen does not wait for the refresh.
 */
export const useUpdateAppointment = () =>
  useBodyMutation(endpoints.appointment.update, {
    answer: appointmentUpdateAnswer,
    refreshAfterRefusal: true,
    waitForRefresh: false,
  });
