import { endpoints } from '@clinic/contract';
import type { EndpointAnswer } from './endpoint-client';
import { byId, endpointQuery } from './endpoint-query';

/**
 * GET /Appointment/GetByID/{id}: the patient's appointment to change, the doctor's to record a result for.
 * Another patient's appointment answers 404 like a missing one.
 */
export function appointmentQuery(appointmentId: number | null) {
  return endpointQuery(endpoints.appointment.getById, byId(appointmentId));
}

/** What PUT /Appointment/Update answers a screen, whether the patient or the doctor changed the appointment. */
export const appointmentUpdateAnswer = ({
  data,
  message,
}: EndpointAnswer<typeof endpoints.appointment.update>) => ({ appointment: data, message });
