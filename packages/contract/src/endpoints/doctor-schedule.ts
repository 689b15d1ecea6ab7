import { z } from 'zod';
import { envelopeOf } from '../envelope.js';
import { idParams } from '../fields.js';
import { MANAGEMENT, MANAGEMENT_AND_DOCTORS } from '../permissions.js';
import { scheduleCreateBody, scheduleItem, scheduleUpdateBody } from '../schedules.js';
import { defineEndpoints } from './define.js';

/** Management runs every doctor's weekly schedule, a doctor their own (another's answers 404). */
export const doctorScheduleEndpoints = defineEndpoints('DoctorSchedule', {
  getAll: {
    method: 'GET',
    path: '/DoctorSchedule/GetAll',
    access: MANAGEMENT,
    summary: 'Tất cả lịch làm việc, Thứ Hai..Chủ Nhật rồi theo bác sĩ',
    status: 200,
    response: envelopeOf(z.array(scheduleItem)),
  },
  getByDoctorId: {
    method: 'GET',
    path: '/DoctorSchedule/GetByDoctorId/:id',
    access: MANAGEMENT_AND_DOCTORS,
    ownership: 'own doctor',
    summary: 'Lịch làm việc của một bác sĩ, Thứ Hai..Chủ Nhật',
    status: 200,
    params: idParams,
    response: envelopeOf(z.array(scheduleItem)),
  },
  getById: {
    method: 'GET',
    path: '/DoctorSchedule/GetById/:id',
    access: MANAGEMENT_AND_DOCTORS,
    ownership: 'own doctor',
    summary: 'Một lịch làm việc, kèm tên bác sĩ',
    status: 200,
    params: idParams,
    response: envelopeOf(scheduleItem),
  },
  create: {
    method: 'POST',
    path: '/DoctorSchedule/Create',
    access: MANAGEMENT_AND_DOCTORS,
    ownership: 'own doctor',
    summary: 'Tạo lịch làm việc (một lịch cho mỗi bác sĩ mỗi ngày trong tuần)',
    status: 201,
    body: scheduleCreateBody,
    response: envelopeOf(scheduleItem),
  },
  update: {
    method: 'PUT',
    path: '/DoctorSchedule/Update',
    access: MANAGEMENT_AND_DOCTORS,
    ownership: 'own doctor',
    summary: 'Đổi giờ bắt đầu và kết thúc của một lịch làm việc',
    status: 200,
    body: scheduleUpdateBody,
    response: envelopeOf(scheduleItem),
  },
  delete: {
    method: 'DELETE',
    path: '/DoctorSchedule/Delete/:id',
    access: MANAGEMENT_AND_DOCTORS,
    ownership: 'own doctor',
    summary: 'Xóa một lịch làm việc',
    status: 200,
    params: idParams,
    response: envelopeOf(z.null()),
  },
});
