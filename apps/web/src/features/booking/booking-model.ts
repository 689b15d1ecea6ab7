import {
  type AppointmentType,
  appointmentCreateBody,
  appointmentMessages,
  toApiTime,
} from '@clinic/contract';
import type { SlotValues } from '../../components/slot-form';
import { zodResolver } from '../../lib/forms';
import type { CreateAppointmentBody } from './api/create-appointment';

export interface BookingValues extends SlotValues {
  appointmentType: AppointmentType;
  /** The select's value: '' until a test type is chosen. */
  testTypeId: string;
  isAnonymous: boolean;
}

export const EMPTY_BOOKING: BookingValues = {
  appointmentDate: '',
  appointmentTime: '',
  appointmentType: 'Appointment',
  testTypeId: '',
  isAnonymous: false,
};

/**
 * Where the form starts: empty, or a lab test of the type a link chose (`?testTypeId=`, from the patient's
 * monitoring page); anything else in the link is ignored.
 */
export function bookingStart(search: URLSearchParams): BookingValues {
  const testTypeId = search.get('testTypeId') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(testTypeId)) return EMPTY_BOOKING;
  return { ...EMPTY_BOOKING, appointmentType: 'Medication', testTypeId };
}

/** The patient's own doctor, when the link names one (`?doctorId=`, from "Sức khỏe của tôi"): offered first. */
export function preferredDoctorOf(search: URLSearchParams): number | null {
  const id = search.get('doctorId') ?? '';
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

/** The inputs a 400's fieldErrors may name; the doctor's is the picker. */
export const BOOKING_FIELDS = [
  'appointmentDate',
  'appointmentTime',
  'doctorId',
  'appointmentType',
  'testTypeId',
  'isAnonymous',
] as const;

/** POST /Appointment/Create's body: the form, and the doctor picked among the free ones (null until one is). */
export function bookingBody<D extends number | null>(
  values: BookingValues,
  patientId: number,
  doctorId: D,
): Omit<CreateAppointmentBody, 'doctorId'> & { doctorId: D } {
  const medication = values.appointmentType === 'Medication';
  return {
    patientId,
    doctorId,
    appointmentDate: values.appointmentDate,
    appointmentTime: toApiTime(values.appointmentTime),
    appointmentType: values.appointmentType,
    testTypeId: medication && values.testTypeId ? Number(values.testTypeId) : null,
    isAnonymous: values.isAnonymous,
    status: 'Pending',
  };
}

/**
 * The contract's create schema, as the server checks the body, plus a past date under the date field: the
 * schema leaves "past" to the clinic's clock.
 */
export function bookingValidator(patientId: number, doctorId: number | null, today: string) {
  const resolve = zodResolver(appointmentCreateBody, (values: BookingValues) =>
    bookingBody(values, patientId, doctorId),
  );
  return (values: BookingValues): Record<string, string> => {
    const errors = resolve(values);
    if (!errors.appointmentDate && values.appointmentDate < today) {
      errors.appointmentDate = appointmentMessages.pastDate;
    }
    return errors;
  };
}
