import { z } from 'zod';
import { toClockSeconds } from './dates.js';
import { idField } from './fields.js';
import { messages } from './messages.js';
import { acceptReadOnly } from './read-only.js';
import { clinicHour, WEEKDAYS } from './rules.js';

/** Schedule texts; the quoted requirement text is verbatim. */
export const scheduleMessages = {
  dayTaken: 'Bác sĩ đã có lịch làm việc vào ngày này',
  chooseBoth: 'Vui lòng chọn cả giờ bắt đầu và giờ kết thúc',
  hourRange: 'Giờ làm việc phải là giờ tròn từ 08:00 đến 18:00',
  endAfterStart: 'Giờ kết thúc phải sau giờ bắt đầu',
  workDay: 'Vui lòng chọn ngày làm việc (Monday..Sunday)',
  doctorRequired: messages.common.doctorRequired,
  notFound: 'Không tìm thấy lịch làm việc',
  doctorNotFound: messages.common.doctorNotFound,
  created: 'Tạo lịch làm việc thành công',
  updated: 'Cập nhật lịch làm việc thành công',
  deleted: 'Xóa lịch làm việc thành công',
} as const;

/** A working hour: HH:mm or HH:mm:ss on a whole hour from 08:00 to 18:00; answered as HH:mm:ss. */
export const workHourField = z
  .string({ error: scheduleMessages.chooseBoth })
  .min(1, scheduleMessages.chooseBoth)
  .refine((v) => clinicHour(v) !== null, scheduleMessages.hourRange)
  .transform(toClockSeconds);

/** Both HH:mm:ss, so the string order is the time order. */
function endAfterStart(value: { startTime: string; endTime: string }, ctx: z.RefinementCtx): void {
  if (value.endTime <= value.startTime) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: scheduleMessages.endAfterStart });
  }
}

/** POST /DoctorSchedule/Create. */
export const scheduleCreateBody = z
  .strictObject({
    doctorId: idField,
    workDay: z.enum(WEEKDAYS, { error: scheduleMessages.workDay }),
    startTime: workHourField,
    endTime: workHourField,
  })
  .superRefine(endAfterStart);
export type ScheduleCreateBody = z.input<typeof scheduleCreateBody>;

/**
 * PUT /DoctorSchedule/Update: the weekday and the doctor never change, so the ones a client sends back
 * with the doctor's name are ignored rather than refused.
 */
export const scheduleUpdateBody = acceptReadOnly(
  z
    .strictObject({
      scheduleId: idField,
      startTime: workHourField,
      endTime: workHourField,
    })
    .superRefine(endAfterStart),
  ['doctorId', 'workDay', 'fullName'],
);
export type ScheduleUpdateBody = z.input<typeof scheduleUpdateBody>;

/** One weekly schedule with its doctor's name (fullName); times are HH:mm:ss. */
export const scheduleItem = z.object({
  scheduleId: z.number().int(),
  doctorId: z.number().int(),
  workDay: z.enum(WEEKDAYS),
  startTime: z.string(),
  endTime: z.string(),
  fullName: z.string(),
});
export type DoctorSchedule = z.infer<typeof scheduleItem>;

/** GET /DoctorSchedule/GetWorkingHours?doctorId: every active doctor's weekly hours, or one doctor's. */
export const workingHoursQuery = z.strictObject({ doctorId: idField.optional() });
export type WorkingHoursQuery = z.input<typeof workingHoursQuery>;

/**
 * An active doctor's weekly working hours as the booking screen writes them out ("Thứ Hai, Thứ Tư 08:00-17:00"):
 * Monday..Sunday (sortByWeekday), times HH:mm:ss; a doctor without a schedule has `schedules: []`.
 */
export const workingHoursItem = z.object({
  doctorId: z.number().int(),
  doctorName: z.string(),
  schedules: z.array(z.object({ workDay: z.enum(WEEKDAYS), startTime: z.string(), endTime: z.string() })),
});
export type DoctorWorkingHours = z.infer<typeof workingHoursItem>;
