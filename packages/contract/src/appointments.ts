import { z } from 'zod';
import {
  APPOINTMENT_ACCEPT_VI,
  APPOINTMENT_STATUS_VI,
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  type AppointmentStatus,
  type AppointmentType,
} from './appointment-status.js';
import { addDays, isIsoDate, toClockSeconds } from './dates.js';
import { idField, isoDateField, pageQuery } from './fields.js';
import { messages } from './messages.js';
import { doctorCard } from './profile.js';
import { acceptReadOnly } from './read-only.js';
import { clinicHour, weekdayOf } from './rules.js';

const { common } = messages;

/** The longest range GET /Appointment/GetAvailableSlots answers: four weeks, the horizon of a booking screen. */
export const SLOT_RANGE_MAX_DAYS = 28;

/** Booking and appointment texts; quoted requirement texts are verbatim. */
export const appointmentMessages = {
  fillAll: 'Vui lòng điền đầy đủ thông tin',
  hourRange: 'Vui lòng nhập giờ từ 08:00 đến 18:00',
  invalidTime: 'Thời gian không hợp lệ',
  testTypeRequired: 'Vui lòng chọn loại xét nghiệm',
  testTypeNotAllowed: 'Lịch khám thường không kèm loại xét nghiệm',
  testTypeInactive: messages.common.testTypeInactive,
  pastDate: 'Không thể đặt lịch cho ngày đã qua',
  pastHour: 'Giờ này đã qua. Vui lòng chọn giờ muộn hơn trong hôm nay hoặc một ngày khác.',
  doctorNotFound: messages.common.doctorNotFound,
  doctorNotWorking: 'Bác sĩ không làm việc vào thời gian này. Vui lòng chọn thời gian khác.',
  doctorSlotTaken: 'Bác sĩ đã có lịch hẹn vào thời gian này. Vui lòng chọn thời gian khác.',
  patientSlotTaken: 'Bạn đã có lịch hẹn khác vào thời gian này. Vui lòng chọn thời gian khác.',
  notOwnPatient: 'Bạn chỉ có thể đặt lịch hẹn cho chính mình',
  notFound: 'Không tìm thấy lịch hẹn',
  created: 'Đặt lịch hẹn thành công',
  updated: 'Cập nhật lịch hẹn thành công',
  rescheduled: 'Đổi lịch hẹn thành công',
  confirmed: 'Đã chấp nhận lịch hẹn',
  cancelled: 'Đã hủy lịch hẹn',
  completed: 'Đã kết thúc lượt khám (không kê đơn mới)',
  completeNeedsResult: 'Chỉ có thể kết thúc lượt khám khi đã ghi kết quả xét nghiệm của lịch hẹn này',
  nothingToChange: 'Không có thông tin nào để cập nhật',
  doctorCannotReschedule:
    'Bác sĩ không thể đổi ngày, giờ hoặc loại của lịch hẹn; chỉ có thể chấp nhận hoặc hủy',
  rescheduleAndStatus: 'Không thể vừa đổi lịch vừa đổi trạng thái trong cùng một yêu cầu',
  rescheduleOnlyScheduled: (status: AppointmentStatus) =>
    `Chỉ có thể đổi lịch hẹn đang ở trạng thái "Đã lên lịch" (lịch hẹn này: "${APPOINTMENT_STATUS_VI[status]}")`,
  finalStatus: (status: AppointmentStatus) =>
    `Lịch hẹn đã ở trạng thái "${APPOINTMENT_STATUS_VI[status]}" và không thể thay đổi`,
  transitionRefused: (from: AppointmentStatus, to: AppointmentStatus) =>
    `Không thể chuyển lịch hẹn từ "${APPOINTMENT_STATUS_VI[from]}" sang "${APPOINTMENT_STATUS_VI[to]}"`,
  noDoctorsFound: 'Không tìm thấy bác sĩ nào phù hợp với thời gian đã chọn',
  noSlotsFound: 'Không còn giờ trống nào trong những ngày đã chọn',
  slotDays: `Số ngày phải là số nguyên từ 1 đến ${SLOT_RANGE_MAX_DAYS}`,
  calendarClosed: 'Lịch hẹn đã hủy hoặc đã kết thúc nên không có tệp lịch',
  anonymousName: 'Ẩn danh',
  invalidStatus: 'Trạng thái lịch hẹn không hợp lệ',
  invalidSort: 'Thứ tự sắp xếp phải là desc (mới nhất trước) hoặc asc (cũ nhất trước)',
} as const;

/** Appointment e-mails. The subject never says 'HIV': the inbox may be read by others. */
export const appointmentMail = {
  confirmedSubject: `Lịch hẹn của bạn ${APPOINTMENT_ACCEPT_VI.done} - Phòng khám`,
  // The day and the hour only: the kind of visit, a test's name ("Tải lượng HIV") or the doctor would say what
  // the visit is for on a lock screen (the message rule of message-rule.ts); they are read after login.
  confirmedText: (p: { patientName: string; date: string; time: string }) =>
    `Xin chào ${p.patientName},\n\nLịch hẹn của bạn lúc ${p.time} ngày ${p.date} ${APPOINTMENT_ACCEPT_VI.done}.\n\n` +
    'Vui lòng đến trước giờ hẹn 10 phút. Nếu không thể đến, bạn có thể hủy lịch trong mục "Lịch hẹn của tôi". ' +
    'Vui lòng đăng nhập để xem chi tiết.\n\nPhòng khám',
  cancelledSubject: 'Lịch hẹn của bạn đã bị hủy - Phòng khám',
  cancelledText: (p: { patientName: string; date: string; time: string }) =>
    `Xin chào ${p.patientName},\n\nRất tiếc, lịch hẹn lúc ${p.time} ngày ${p.date} đã bị hủy.\n` +
    'Bạn có thể đặt một lịch hẹn khác trên trang web của phòng khám.\n\nPhòng khám',
} as const;

/**
 * The booking-hour rule, shared by server and web: a whole hour 08:00-18:00, not in the past in
 * clinic time (today is allowed for a later hour). `now` is clinicNow(CLINIC_TZ). Null when the slot is fine,
 * otherwise the Vietnamese message to show.
 */
export function bookingSlotError(
  date: string,
  time: string,
  now: { date: string; hour: number },
): string | null {
  if (!isIsoDate(date)) return common.invalidDate;
  const hour = clinicHour(time);
  if (hour === null) return appointmentMessages.hourRange;
  if (date < now.date) return appointmentMessages.pastDate;
  if (date === now.date && hour <= now.hour) return appointmentMessages.pastHour;
  return null;
}

/**
 * A schedule covers hour H when start <= H <= end, end hour included. The schedule form lets a doctor's
 * schedule end at 18:00 and offers 18:00 as a booking hour, so the end hour is bookable.
 */
export function scheduleCovers(
  schedule: { workDay: string; startTime: string; endTime: string },
  date: string,
  time: string,
): boolean {
  const hour = clinicHour(time);
  const start = Number(schedule.startTime.slice(0, 2));
  const end = Number(schedule.endTime.slice(0, 2));
  return hour !== null && schedule.workDay === weekdayOf(date) && start <= hour && hour <= end;
}

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** A booking hour: HH:mm or HH:mm:ss on a whole hour from 08:00 to 18:00; answered as HH:mm:ss. */
export const bookingTimeField = z
  .string({
    error: (iss) => (isMissing(iss.input) ? appointmentMessages.fillAll : appointmentMessages.invalidTime),
  })
  .min(1, appointmentMessages.fillAll)
  .regex(/^\d{2}:\d{2}(:\d{2})?$/, appointmentMessages.invalidTime)
  .refine((v) => clinicHour(v) !== null, appointmentMessages.hourRange)
  .transform(toClockSeconds);

export const bookingDateField = z
  .string({ error: (iss) => (isMissing(iss.input) ? appointmentMessages.fillAll : common.invalidDate) })
  .min(1, appointmentMessages.fillAll)
  .pipe(isoDateField);

const appointmentTypeField = z.enum(APPOINTMENT_TYPES, {
  error: 'Loại lịch hẹn phải là Appointment hoặc Medication',
});
const testTypeIdField = idField.nullable().optional();

/** Type Medication (lab test) needs a test type; type Appointment has none. */
export function appointmentTestTypeError(
  appointmentType: AppointmentType,
  testTypeId: number | null | undefined,
): string | null {
  if (appointmentType === 'Medication' && testTypeId == null) return appointmentMessages.testTypeRequired;
  if (appointmentType === 'Appointment' && testTypeId != null) return appointmentMessages.testTypeNotAllowed;
  return null;
}

function checkTestType(
  value: { appointmentType: AppointmentType; testTypeId?: number | null },
  ctx: z.RefinementCtx,
): void {
  const message = appointmentTestTypeError(value.appointmentType, value.testTypeId);
  if (message) ctx.addIssue({ code: 'custom', path: ['testTypeId'], message });
}

/** A required id whose absence reads as the given message rather than "must be an integer". */
function requiredId(missingMessage: string) {
  return z
    .unknown()
    .refine((v) => !isMissing(v), missingMessage)
    .pipe(idField);
}

/**
 * POST /Appointment/Create. patientId may be sent but must be the caller's (the server takes it from the
 * token); status is accepted and ignored: an appointment is always created Scheduled (original clients send 'Pending').
 */
export const appointmentCreateBody = z
  .strictObject({
    patientId: idField.nullable().optional(),
    doctorId: requiredId(messages.common.doctorRequired),
    appointmentDate: bookingDateField,
    appointmentTime: bookingTimeField,
    appointmentType: appointmentTypeField,
    testTypeId: testTypeIdField,
    isAnonymous: z.boolean({ error: common.mustBeBoolean }).default(false),
    status: z.string().max(20).optional(),
  })
  .superRefine(checkTestType);
export type AppointmentCreateBody = z.input<typeof appointmentCreateBody>;
export type AppointmentCreate = z.output<typeof appointmentCreateBody>;

/**
 * PUT /Appointment/Update: appointmentId plus any of the changeable fields. Which changes the caller may
 * make is decided by the server from its role and the appointment's status. The patient (taken from the row,
 * never from a body), the names, the anonymity chosen at booking and what hangs from the appointment come back
 * from a GET and are ignored.
 */
export const appointmentUpdateBody = acceptReadOnly(
  z.strictObject({
    appointmentId: idField,
    appointmentDate: bookingDateField.optional(),
    appointmentTime: bookingTimeField.optional(),
    doctorId: idField.optional(),
    status: z.enum(APPOINTMENT_STATUSES, { error: appointmentMessages.invalidStatus }).optional(),
    appointmentType: appointmentTypeField.optional(),
    testTypeId: testTypeIdField,
  }),
  [
    'patientId',
    'doctorName',
    'patientName',
    'testTypeName',
    'isAnonymous',
    'hasTestResult',
    'testResultId',
    'hasTreatment',
    'patientResponse',
  ],
);
export type AppointmentUpdateBody = z.input<typeof appointmentUpdateBody>;
export type AppointmentUpdate = z.output<typeof appointmentUpdateBody>;

/** GET /Appointment/GetAvailableDoctors?appointmentDate&appointmentTime */
export const availabilityQuery = z.strictObject({
  appointmentDate: bookingDateField,
  appointmentTime: bookingTimeField,
});
export type AvailabilityQuery = z.input<typeof availabilityQuery>;

/**
 * GET /Appointment/GetAvailableSlots?from&days&doctorId: the free slots of `days` days from `from` (yyyy-MM-dd),
 * of every doctor or of one. That `from` is not before today is judged by the server, in clinic time.
 */
export const availableSlotsQuery = z.strictObject({
  from: bookingDateField,
  days: z.coerce
    .number<number | string>({ error: appointmentMessages.slotDays })
    .int(appointmentMessages.slotDays)
    .min(1, appointmentMessages.slotDays)
    .max(SLOT_RANGE_MAX_DAYS, appointmentMessages.slotDays),
  doctorId: idField.optional(),
});
export type AvailableSlotsQuery = z.input<typeof availableSlotsQuery>;

/** Every date of a range of `days` days from `from`, in order (yyyy-MM-dd). */
export function slotRangeDates(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}

/** A range of days from `from` to `to` (yyyy-MM-dd, both inclusive, either open when empty): from not after to. */
export function isDateRange(from: string | undefined, to: string | undefined): boolean {
  return !from || !to || from <= to;
}

/** A query with a range of days (isDateRange): one whose `to` comes before its `from` is refused on `to`. */
export function withDatesInOrder<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  query: T,
) {
  return query.refine((q) => isDateRange(q.from, q.to), { path: ['to'], message: common.dateRangeReversed });
}

export const APPOINTMENT_LIST_SORTS = ['desc', 'asc'] as const;
export type AppointmentListSort = (typeof APPOINTMENT_LIST_SORTS)[number];

/**
 * GET /Appointment/GetByPatientId/{id} and /GetByDoctorId/{id}: besides the paging and search of every list, a
 * status, a range of appointment dates (from and to, both inclusive), whether a result exists, and the order
 * (desc: newest first, the default; asc: soonest first). A call without any of them gets the whole list, newest
 * first, as the original clients expect.
 */
export const appointmentListQuery = withDatesInOrder(
  pageQuery.extend({
    status: z.enum(APPOINTMENT_STATUSES, { error: appointmentMessages.invalidStatus }).optional(),
    from: isoDateField.optional(),
    to: isoDateField.optional(),
    hasTestResult: z
      .enum(['true', 'false'], { error: common.mustBeBoolean })
      .transform((v) => v === 'true')
      .optional(),
    sort: z.enum(APPOINTMENT_LIST_SORTS, { error: appointmentMessages.invalidSort }).optional(),
  }),
);
export type AppointmentListQuery = z.input<typeof appointmentListQuery>;
export type AppointmentListFilter = z.output<typeof appointmentListQuery>;

/**
 * One appointment as answered. To a doctor, an anonymous appointment carries patientId null and patientName
 * 'Ẩn danh'; the serializer parses every answer with this schema, so an undeclared field (a phone number, an
 * e-mail...) can never leave the server by accident.
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
  /** What the patient answered through a reminder's link: they will come, they will not, or nothing (null). */
  patientResponse: z.enum(['confirmed', 'declined']).nullable().optional(),
});
export type Appointment = z.infer<typeof appointmentItem>;

/** A doctor free at the asked time: the public card, the name under the original API's field. */
export const availableDoctorItem = doctorCard.omit({ fullName: true }).extend({ doctorName: z.string() });
export type AvailableDoctor = z.infer<typeof availableDoctorItem>;

/** A doctor free at a slot: the name the booking screen shows and the id it books with. */
export const slotDoctorItem = z.object({
  doctorId: z.number().int(),
  doctorName: z.string(),
});

/** One day of GET /Appointment/GetAvailableSlots: its free hours, each with its free doctors. */
export const availableSlotsDay = z.object({
  date: z.string(),
  slots: z.array(z.object({ time: z.string(), doctors: z.array(slotDoctorItem) })),
});

/**
 * The answer of GetAvailableSlots: every day of the range in order, a day without a free slot with `slots: []`;
 * the slots of a day in hour order (time HH:mm:ss), the doctors of a slot by name, then id (as GetAvailableDoctors
 * orders them).
 */
export const availableSlotsData = z.object({ days: z.array(availableSlotsDay) });
export type AvailableSlots = z.infer<typeof availableSlotsData>;

/**
 * The slots that can still be booked at `now` (clinicNow of the clinic's time zone): each one goes through
 * bookingSlotError, the booking rule itself, so that a listed slot is one that Create accepts. Only the passed
 * hours of today ever go; when none does, the same object comes back, so that an answer kept in memory stays that
 * answer (its envelope and JSON are made once).
 */
export function withoutPastSlots(
  answer: AvailableSlots,
  now: { date: string; hour: number },
): AvailableSlots {
  let dropped = false;
  const days = answer.days.map((day) => {
    const slots = day.slots.filter((slot) => bookingSlotError(day.date, slot.time, now) === null);
    if (slots.length === day.slots.length) return day;
    dropped = true;
    return { ...day, slots };
  });
  return dropped ? { days } : answer;
}

/** True when no day of the answer has a free slot. */
export function hasNoSlot(answer: AvailableSlots): boolean {
  return answer.days.every((day) => day.slots.length === 0);
}
