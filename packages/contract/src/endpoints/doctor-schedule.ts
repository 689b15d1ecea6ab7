import { z } from 'zod';
import { envelopeOf } from '../envelope.js';
import { idParams } from '../fields.js';
import { MANAGEMENT, MANAGEMENT_AND_DOCTORS } from '../permissions.js';
import { scheduleCreateBody, scheduleItem, scheduleUpdateBody } from '../schedules.js';
import { defineEndpoint } from './define.js';

const tags = ['DoctorSchedule'];

/** Management runs every doctor's weekly schedule, a doctor their own (another's answers 404). */
export const doctorScheduleEndpoints = {
  getAll: defineEndpoint({
    method: 'GET',
    path: '/DoctorSchedule/GetAll',
    access: MANAGEMENT,
    summary: 'Tất cả lịch làm việc, Thứ Hai..Chủ Nhật rồi theo bác sĩ',
    tags,
    status: 200,
    response: envelopeOf(z.array(scheduleItem)),
  }),
  getByDoctorId: defineEndpoint({
    method: 'GET',
    path: '/DoctorSchedule/GetByDoctorId/:id',
    access: MANAGEMENT_AND_DOCTORS,
    ownership: 'own doctor',
    summary: 'Lịch làm việc của một bác sĩ, Thứ Hai..Chủ Nhật',
    tags,
    status: 200,
    params: idParams,
    response: envelopeOf(z.array(scheduleItem)),
  }),
  getById: defineEndpoint({
    method: 'GET',
    path: '/DoctorSchedule/GetById/:id',
    access: MANAGEMENT_AND_DOCTORS,
    ownership: 'own doctor',
    summary: 'Một lịch làm việc, kèm tên bác sĩ',
    tags,
    status: 200,
    params: idParams,
    response: envelopeOf(scheduleItem),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/DoctorSchedule/Create',
    access: MANAGEMENT_AND_DOCTORS,
    ownership: 'own doctor',
    summary: 'Tạo lịch làm việc (một lịch cho mỗi bác sĩ mỗi ngày trong tuần)',
    tags,
    status: 201,
    body: scheduleCreateBody,
    response: envelopeOf(scheduleItem),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/DoctorSchedule/Update',
    access: MANAGEMENT_AND_DOCTORS,
    ownership: 'own doctor',
    summary: 'Đổi giờ bắt đầu và kết thúc của một lịch làm việc',
    tags,
    status: 200,
    body: scheduleUpdateBody,
    response: envelopeOf(scheduleItem),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/DoctorSchedule/Delete/:id',
    access: MANAGEMENT_AND_DOCTORS,
    ownership: 'own doctor',
    summary: 'Xóa một lịch làm việc',
    tags,
    status: 200,
    params: idParams,
    response: envelopeOf(z.null()),
  }),
};
