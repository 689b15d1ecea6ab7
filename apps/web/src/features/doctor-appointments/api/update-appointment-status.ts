import { type AppointmentUpdateBody, endpoints } from '@clinic/contract';
import { useEndpointMutation } from '../../../lib/api/endpoint-mutation';

/**
 * PUT /Appointment/Update with a status: the doctor accepts or cancels a Scheduled appointment. A refusal
 * refreshes too: the dashboards and the lists read the same rows, which someone else may have changed.
 */
export const useUpdateAppointmentStatus = () =>
  useEndpointMutation(endpoints.appointment.update, {
    input: (change: AppointmentUpdateBody) => ({ body: change }),
    answer: ({ data, message }) => ({ appointment: data, message }),
    refreshAfterRefusal: true,
  });
