import { endpoints } from '@clinic/contract';
import { appointmentUpdateAnswer } from '../../../lib/api/appointment';
import { useBodyMutation } from '../../../lib/api/endpoint-mutation';

/**
 * PUT /Appointment/Update with a status: the doctor accepts or cancels a Scheduled appointment. A refusal
 * refreshes too: the dashboards and the lists read the same rows, which someone else may have changed.
 */
export const useUpdateAppointmentStatus = () =>
  useBodyMutation(endpoints.appointment.update, {
    answer: appointmentUpdateAnswer,
    refreshAfterRefusal: true,
  });
