import { endpoints } from '@clinic/contract';
import { endpointQuery } from './endpoint-query';

/**
 * One test result, by its id or by its appointment's (the server answers 404 for a result that is not the
 * caller's): the records, the management of results and the treatment flow read it here, one entry per record
 * filled one way, and each screen shapes it with its own `select`.
 */
export function testResultQuery(of: { testResultId: number } | { appointmentId: number } | null) {
  if (of !== null && 'appointmentId' in of) {
    return endpointQuery(endpoints.testResult.getByAppointmentId, {
      params: { appointmentId: of.appointmentId },
    });
  }
  return endpointQuery(endpoints.testResult.getById, of && { params: { id: of.testResultId } });
}
