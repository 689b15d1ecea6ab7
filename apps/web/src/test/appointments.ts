import type { Appointment } from '@clinic/contract';

/** A booked, open appointment with no result or treatment yet; a test sets only what it is about. */
export function appointmentFixture(over: Partial<Appointment> = {}): Appointment {
  return {
    appointmentId: 1,
    patientId: 1,
    doctorId: 2,
    doctorName: 'BS. An',
    patientName: 'Bình',
    appointmentDate: '2030-01-10',
    appointmentTime: '09:00:00',
    appointmentType: 'Appointment',
    testTypeId: null,
    testTypeName: null,
    isAnonymous: false,
    status: 'Scheduled',
    hasTestResult: false,
    testResultId: null,
    hasTreatment: false,
    ...over,
  };
}
