import { z } from 'zod';
import { envelopeOf, noDataEnvelope } from '../envelope.js';
import { idParams } from '../fields.js';
import { MANAGEMENT, PATIENTS_AND_MANAGEMENT } from '../permissions.js';
import {
  scheduleCreateBody,
  scheduleItem,
  scheduleMessages,
  scheduleUpdateBody,
  workingHoursItem,
  workingHoursQuery,
} from '../schedules.js';
import { MANAGEMENT_OR_OWN_DOCTOR } from './callers.js';
import { defineEndpoints } from './define.js';

/** Management reads every doctor's schedules with their names, a doctor only their own. */
const scheduleRead = { reads: ['schedules', 'accounts'], ...MANAGEMENT_OR_OWN_DOCTOR } as const;

/**
 * Management runs every doctor's weekly schedule, a doctor their own (another's answers 404). The working hours
 * of the active doctors, without the schedules' ids, are a booking read: open to the patient who books and to the
 * desk that helps, as the free doctors and slots are.
 */
export const doctorScheduleEndpoints = defineEndpoints('DoctorSchedule', {
  getAll: {
    method: 'GET',
    path: '/DoctorSchedule/GetAll',
    reads: ['schedules', 'accounts'],
    access: MANAGEMENT,
    summary: 'Tất cả lịch làm việc, Thứ Hai..Chủ Nhật rồi theo bác sĩ',
    response: envelopeOf(z.array(scheduleItem)),
  },
  getWorkingHours: {
    method: 'GET',
    path: '/DoctorSchedule/GetWorkingHours',
    reads: ['schedules', 'accounts'],
    access: PATIENTS_AND_MANAGEMENT,
    summary: 'Giờ làm việc hằng tuần của các bác sĩ đang hoạt động (để đặt lịch)',
    description:
      'doctorId (tùy chọn): chỉ một bác sĩ; bác sĩ không tồn tại hoặc đã ngừng hoạt động: 400. Bác sĩ theo tên ' +
      'rồi theo mã, lịch của mỗi bác sĩ Thứ Hai..Chủ Nhật; bác sĩ chưa có lịch: schedules rỗng.',
    query: workingHoursQuery,
    response: envelopeOf(z.array(workingHoursItem)),
  },
  getByDoctorId: {
    method: 'GET',
    path: '/DoctorSchedule/GetByDoctorId/:id',
    ...scheduleRead,
    pathOwner: { names: 'doctor', notFound: scheduleMessages.notFound },
    summary: 'Lịch làm việc của một bác sĩ, Thứ Hai..Chủ Nhật',
    params: idParams,
    response: envelopeOf(z.array(scheduleItem)),
  },
  getById: {
    method: 'GET',
    path: '/DoctorSchedule/GetById/:id',
    ...scheduleRead,
    summary: 'Một lịch làm việc, kèm tên bác sĩ',
    params: idParams,
    response: envelopeOf(scheduleItem),
  },
  create: {
    method: 'POST',
    path: '/DoctorSchedule/Create',
    writes: ['schedules'],
    ...MANAGEMENT_OR_OWN_DOCTOR,
    summary: 'Tạo lịch làm việc (một lịch cho mỗi bác sĩ mỗi ngày trong tuần)',
    status: 201,
    message: scheduleMessages.created,
    body: scheduleCreateBody,
    response: envelopeOf(scheduleItem),
  },
  update: {
    method: 'PUT',
    path: '/DoctorSchedule/Update',
    writes: ['schedules'],
    ...MANAGEMENT_OR_OWN_DOCTOR,
    summary: 'Đổi giờ bắt đầu và kết thúc của một lịch làm việc',
    message: scheduleMessages.updated,
    body: scheduleUpdateBody,
    response: envelopeOf(scheduleItem),
  },
  delete: {
    method: 'DELETE',
    path: '/DoctorSchedule/Delete/:id',
    writes: ['schedules'],
    ...MANAGEMENT_OR_OWN_DOCTOR,
    summary: 'Xóa một lịch làm việc',
    message: scheduleMessages.deleted,
    params: idParams,
    response: noDataEnvelope,
  },
});
