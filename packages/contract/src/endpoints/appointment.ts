import { z } from 'zod';
import {
  appointmentCreateBody,
  appointmentItem,
  appointmentListQuery,
  appointmentMessages,
  appointmentUpdateBody,
  availabilityQuery,
  availableDoctorItem,
  availableSlotsData,
  availableSlotsQuery,
  SLOT_RANGE_MAX_DAYS,
} from '../appointments.js';
import { envelopeOf } from '../envelope.js';
import { idParams } from '../fields.js';
import { PATIENTS, PATIENTS_AND_MANAGEMENT } from '../permissions.js';
import { OWN_DOCTOR, OWN_PATIENT_OR_DOCTOR } from './callers.js';
import { defineEndpoints } from './define.js';

/** What an appointment's answer shows: its patient and doctor, its test type, result and treatment. */
const APPOINTMENT_READS = [
  'appointments',
  'results',
  'treatments',
  'patients',
  'accounts',
  'masterData',
] as const;

/** The patient or the doctor of an appointment reading it; each read is logged. */
const ownAppointmentRead = {
  ...OWN_PATIENT_OR_DOCTOR,
  audit: { category: 'appointment', action: 'read' },
} as const;

/** A patient's or a doctor's own appointments: the two lists differ only in who may call them. */
const ownList = {
  description:
    'Mới nhất trước (sort=asc: cũ nhất trước). Tùy chọn: page, pageSize (tối đa 100), search (tên, loại xét ' +
    'nghiệm, hoặc một ngày dd/MM/yyyy), status, from và to (yyyy-MM-dd, tính cả hai ngày), hasTestResult ' +
    '(true/false), sort (desc/asc). Có page hoặc pageSize: một trang, kèm meta.',
  params: idParams,
  query: appointmentListQuery,
  response: envelopeOf(z.array(appointmentItem)),
} as const;

/** Booking and the appointment lifecycle: a patient books and reaches their own, a doctor their own. */
export const appointmentEndpoints = defineEndpoints('Appointment', {
  getAvailableDoctors: {
    method: 'GET',
    path: '/Appointment/GetAvailableDoctors',
    reads: ['appointments', 'schedules', 'accounts'],
    access: PATIENTS_AND_MANAGEMENT,
    summary: 'Bác sĩ còn trống vào một ngày và giờ',
    query: availabilityQuery,
    response: envelopeOf(z.object({ availableDoctors: z.array(availableDoctorItem) })),
  },
  getAvailableSlots: {
    method: 'GET',
    path: '/Appointment/GetAvailableSlots',
    reads: ['appointments', 'schedules', 'accounts'],
    access: PATIENTS_AND_MANAGEMENT,
    summary: 'Giờ còn trống của các bác sĩ trong một khoảng ngày',
    description:
      `from (yyyy-MM-dd, không trước hôm nay), days (1-${SLOT_RANGE_MAX_DAYS}), doctorId (tùy chọn: chỉ một ` +
      'bác sĩ). Mỗi ngày trong khoảng đều có mặt, theo thứ tự; ngày không còn giờ trống có slots rỗng. Mỗi ' +
      'giờ tròn 08:00-18:00 chưa qua (giờ phòng khám) kèm các bác sĩ còn trống, theo tên rồi theo mã.',
    query: availableSlotsQuery,
    response: envelopeOf(availableSlotsData),
  },
  create: {
    method: 'POST',
    path: '/Appointment/Create',
    writes: ['appointments', 'messages'],
    access: PATIENTS,
    ownership: 'own patient',
    audit: { category: 'appointment', action: 'create' },
    summary: 'Đặt lịch hẹn (bệnh nhân đang đăng nhập)',
    description: 'patientId lấy từ token; status gửi lên bị bỏ qua, lịch hẹn luôn được tạo với Scheduled.',
    status: 201,
    message: appointmentMessages.created,
    body: appointmentCreateBody,
    response: envelopeOf(appointmentItem),
  },
  getByPatientId: {
    method: 'GET',
    path: '/Appointment/GetByPatientId/:id',
    reads: APPOINTMENT_READS,
    access: PATIENTS,
    ownership: 'own patient',
    pathOwner: { names: 'patient', notFound: appointmentMessages.notFound },
    audit: { category: 'appointment', action: 'read', pathId: 'patient' },
    summary: 'Lịch hẹn của bệnh nhân (chỉ của chính mình)',
    ...ownList,
  },
  getByDoctorId: {
    method: 'GET',
    path: '/Appointment/GetByDoctorId/:id',
    reads: APPOINTMENT_READS,
    ...OWN_DOCTOR,
    pathOwner: { names: 'doctor', notFound: appointmentMessages.notFound },
    audit: { category: 'appointment', action: 'read' },
    summary: 'Lịch hẹn của bác sĩ (chỉ của chính mình; lịch ẩn danh không kèm danh tính bệnh nhân)',
    ...ownList,
  },
  getById: {
    method: 'GET',
    path: '/Appointment/GetByID/:id',
    reads: APPOINTMENT_READS,
    ...ownAppointmentRead,
    summary: 'Một lịch hẹn của bệnh nhân hoặc bác sĩ đang đăng nhập',
    params: idParams,
    response: envelopeOf(appointmentItem),
  },
  calendar: {
    method: 'GET',
    path: '/Appointment/Calendar/:id',
    reads: ['appointments', 'accounts'],
    ...ownAppointmentRead,
    summary: 'Tệp lịch (.ics) của một lịch hẹn của bệnh nhân hoặc bác sĩ đang đăng nhập',
    description:
      'Trả về text/calendar (không phải JSON), tệp lich-hen.ics: tiêu đề trung tính, giờ hẹn và địa chỉ phòng ' +
      'khám, như tệp đính kèm thư xác nhận và thư nhắc lịch. Lịch hẹn đã hủy hoặc đã kết thúc: 404.',
    params: idParams,
    response: z.string(),
  },
  update: {
    method: 'PUT',
    path: '/Appointment/Update',
    writes: ['appointments', 'messages'],
    ...OWN_PATIENT_OR_DOCTOR,
    audit: { category: 'appointment', action: 'update' },
    summary: 'Đổi lịch hoặc đổi trạng thái lịch hẹn',
    description:
      'Bệnh nhân: đổi ngày, giờ, bác sĩ, loại hoặc loại xét nghiệm, hoặc hủy, khi lịch hẹn đang Scheduled. ' +
      'Bác sĩ: chấp nhận (Confirmed) hoặc hủy khi lịch hẹn đang Scheduled. Chuyển trạng thái khác: 409.',
    message: appointmentMessages.updated,
    body: appointmentUpdateBody,
    response: envelopeOf(appointmentItem),
  },
});
