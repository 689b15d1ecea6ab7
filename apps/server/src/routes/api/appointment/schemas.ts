import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  type Appointment,
  type AvailableDoctor,
  GENDERS,
} from '@clinic/contract';
import { z } from 'zod';

/**
 * The answered shapes. The serializer parses every answer with these, so a field that is not declared here
 * (a phone number, an e-mail...) can never leave the server by accident.
 */
export const appointmentItem = z.object({
  appointmentId: z.number().int(),
  patientId: z.number().int().nullable(),
  doctorId: z.number().int(),
  doctorName: z.string(),
  patientName: z.string(),
  appointmentDate: z.string(),
  appointmentTime: z.string(),
  appointmentType: z.enum(APPOINTMENT_TYPES),
  testTypeId: z.number().int().nullable(),
  testTypeName: z.string().nullable(),
  isAnonymous: z.boolean(),
  status: z.enum(APPOINTMENT_STATUSES),
  hasTestResult: z.boolean(),
  testResultId: z.number().int().nullable(),
  hasTreatment: z.boolean(),
}) satisfies z.ZodType<Appointment>;

export const availableDoctorItem = z.object({
  doctorId: z.number().int(),
  doctorName: z.string(),
  bio: z.string().nullable(),
  phoneNumber: z.string(),
  gender: z.enum(GENDERS),
  doctorImage: z.string().nullable(),
}) satisfies z.ZodType<AvailableDoctor>;
