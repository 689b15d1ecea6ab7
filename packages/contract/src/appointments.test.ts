import { describe, expect, it } from 'vitest';
import { APPOINTMENT_ACCEPT_VI } from './appointment-status.js';
import {
  type AvailableSlots,
  appointmentCreateBody,
  appointmentListQuery,
  appointmentMail,
  appointmentMessages,
  appointmentTestTypeError,
  appointmentUpdateBody,
  availabilityQuery,
  availableSlotsQuery,
  bookingSlotError,
  hasNoSlot,
  isDateRange,
  SLOT_RANGE_MAX_DAYS,
  scheduleCovers,
  slotRangeDates,
  withoutPastSlots,
} from './appointments.js';
import { clinicNow, formatDateVi, formatTimeShort } from './dates.js';
import { reminderPrivateWordsIn } from './message-rule.js';
import { messages } from './messages.js';

const now = { date: '2030-06-12', hour: 10 };

describe('bookingSlotError (whole hours 08-18 clinic time, not in the past)', () => {
  it.each(['08:00', '08:00:00', '13:00', '18:00', '18:00:00'])('accepts %s on a later day', (time) => {
    expect(bookingSlotError('2030-06-13', time, now)).toBeNull();
  });
  it.each(['07:00', '19:00', '09:30', '09:00:30', '9:00', '', 'abc', '24:00'])('refuses %s', (time) => {
    expect(bookingSlotError('2030-06-13', time, now)).toBe(appointmentMessages.hourRange);
  });
  it('refuses a past date, even at a later hour', () => {
    expect(bookingSlotError('2030-06-11', '17:00', now)).toBe(appointmentMessages.pastDate);
    expect(bookingSlotError('2029-12-31', '08:00', now)).toBe(appointmentMessages.pastDate);
  });
  it('allows today only for an hour after the current one', () => {
    expect(bookingSlotError('2030-06-12', '09:00', now)).toBe(appointmentMessages.pastHour);
    expect(bookingSlotError('2030-06-12', '10:00', now)).toBe(appointmentMessages.pastHour);
    expect(bookingSlotError('2030-06-12', '11:00', now)).toBeNull();
  });
  it('refuses a date that does not exist', () => {
    expect(bookingSlotError('2030-02-30', '09:00', now)).not.toBeNull();
    expect(bookingSlotError('30/06/2030', '09:00', now)).not.toBeNull();
  });
  it('works with clinic time: 23:30 UTC is already the next morning in Ho Chi Minh City', () => {
    const clinic = clinicNow('Asia/Ho_Chi_Minh', new Date('2030-06-12T23:30:00Z'));
    expect(clinic).toMatchObject({ date: '2030-06-13', hour: 6 });
    expect(bookingSlotError('2030-06-13', '08:00', clinic)).toBeNull();
    expect(bookingSlotError('2030-06-12', '18:00', clinic)).toBe(appointmentMessages.pastDate);
  });
});

describe('scheduleCovers (start <= H <= end on the weekday)', () => {
  // 2030-06-10 is a Monday.
  const monday = { workDay: 'Monday', startTime: '08:00:00', endTime: '17:00:00' };
  it('covers the start hour, the hours between and the end hour', () => {
    for (const time of ['08:00', '12:00:00', '17:00'])
      expect(scheduleCovers(monday, '2030-06-10', time)).toBe(true);
  });
  it('does not cover hours outside, other weekdays or non-whole hours', () => {
    expect(scheduleCovers(monday, '2030-06-10', '18:00')).toBe(false);
    expect(scheduleCovers({ ...monday, startTime: '09:00:00' }, '2030-06-10', '08:00')).toBe(false);
    expect(scheduleCovers(monday, '2030-06-11', '09:00')).toBe(false);
    expect(scheduleCovers(monday, '2030-06-10', '09:30')).toBe(false);
  });
});

describe('appointment type and test type', () => {
  it('requires a test type for Medication and forbids one for Appointment', () => {
    expect(appointmentTestTypeError('Medication', null)).toBe(appointmentMessages.testTypeRequired);
    expect(appointmentTestTypeError('Medication', undefined)).toBe(appointmentMessages.testTypeRequired);
    expect(appointmentTestTypeError('Medication', 3)).toBeNull();
    expect(appointmentTestTypeError('Appointment', 3)).toBe(appointmentMessages.testTypeNotAllowed);
    expect(appointmentTestTypeError('Appointment', null)).toBeNull();
  });
});

const valid = {
  doctorId: 4,
  appointmentDate: '2030-06-13',
  appointmentTime: '09:00',
  appointmentType: 'Appointment',
};
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('appointmentCreateBody', () => {
  it('normalises the time, defaults isAnonymous and accepts (and leaves to the server) the status Pending of the original client', () => {
    const parsed = appointmentCreateBody.parse({
      ...valid,
      status: 'Pending',
      patientId: 7,
      testTypeId: null,
    });
    expect(parsed).toMatchObject({
      appointmentTime: '09:00:00',
      isAnonymous: false,
      status: 'Pending',
      patientId: 7,
    });
  });
  it('requires doctor, date, time and type', () => {
    const issues = issuesOf(appointmentCreateBody.safeParse({}));
    expect(Object.keys(issues).sort()).toEqual([
      'appointmentDate',
      'appointmentTime',
      'appointmentType',
      'doctorId',
    ]);
    expect(issues.appointmentDate).toBe(appointmentMessages.fillAll);
  });
  it('refuses 07:00, 09:30, wrong types and unknown fields', () => {
    expect(
      issuesOf(appointmentCreateBody.safeParse({ ...valid, appointmentTime: '07:00' })).appointmentTime,
    ).toBe(appointmentMessages.hourRange);
    expect(
      issuesOf(appointmentCreateBody.safeParse({ ...valid, appointmentTime: '09:30' })).appointmentTime,
    ).toBe(appointmentMessages.hourRange);
    expect(appointmentCreateBody.safeParse({ ...valid, isAnonymous: 'yes' }).success).toBe(false);
    expect(appointmentCreateBody.safeParse({ ...valid, doctorId: 'abc' }).success).toBe(false);
    expect(appointmentCreateBody.safeParse({ ...valid, role: 'Admin' }).success).toBe(false);
  });
  it('ties the test type to the appointment type', () => {
    expect(
      issuesOf(appointmentCreateBody.safeParse({ ...valid, appointmentType: 'Medication' })).testTypeId,
    ).toBe(appointmentMessages.testTypeRequired);
    expect(issuesOf(appointmentCreateBody.safeParse({ ...valid, testTypeId: 2 })).testTypeId).toBe(
      appointmentMessages.testTypeNotAllowed,
    );
    expect(
      appointmentCreateBody.safeParse({ ...valid, appointmentType: 'Medication', testTypeId: 2 }).success,
    ).toBe(true);
  });
});

describe('appointmentUpdateBody and availabilityQuery', () => {
  it('accepts any subset of the changeable fields and refuses others', () => {
    expect(appointmentUpdateBody.parse({ appointmentId: 1, status: 'Cancelled' })).toEqual({
      appointmentId: 1,
      status: 'Cancelled',
    });
    expect(appointmentUpdateBody.safeParse({ appointmentId: 1, status: 'Pending' }).success).toBe(false);
    expect(appointmentUpdateBody.safeParse({ appointmentId: 1, notes: 'x' }).success).toBe(false);
    // The patient comes from the stored appointment: a GET's patientId is taken back and dropped.
    expect(appointmentUpdateBody.parse({ appointmentId: 1, patientId: 2, isAnonymous: true })).toEqual({
      appointmentId: 1,
    });
    expect(appointmentUpdateBody.safeParse({ status: 'Cancelled' }).success).toBe(false);
  });
  it('reads the availability query', () => {
    expect(availabilityQuery.parse({ appointmentDate: '2030-06-13', appointmentTime: '14:00:00' })).toEqual({
      appointmentDate: '2030-06-13',
      appointmentTime: '14:00:00',
    });
    expect(
      availabilityQuery.safeParse({ appointmentDate: '2030-06-13', appointmentTime: '14:15' }).success,
    ).toBe(false);
  });
});

describe('availableSlotsQuery', () => {
  it('reads from, days and the optional doctorId as a query string carries them', () => {
    expect(availableSlotsQuery.parse({ from: '2030-06-13', days: '14' })).toEqual({
      from: '2030-06-13',
      days: 14,
    });
    expect(availableSlotsQuery.parse({ from: '2030-06-13', days: '1', doctorId: '7' })).toEqual({
      from: '2030-06-13',
      days: 1,
      doctorId: 7,
    });
    expect(availableSlotsQuery.parse({ from: '2030-06-13', days: String(SLOT_RANGE_MAX_DAYS) }).days).toBe(
      28,
    );
  });
  it.each([
    [{ from: '2030-06-13', days: '0' }, 'days', appointmentMessages.slotDays],
    [{ from: '2030-06-13', days: '29' }, 'days', appointmentMessages.slotDays],
    [{ from: '2030-06-13', days: 'abc' }, 'days', appointmentMessages.slotDays],
    [{ from: '2030-06-13', days: '1.5' }, 'days', appointmentMessages.slotDays],
    [{ from: '2030-06-13', days: '-3' }, 'days', appointmentMessages.slotDays],
    [{ from: '2030-06-13' }, 'days', appointmentMessages.slotDays],
    [{ from: '13/06/2030', days: '7' }, 'from', messages.common.invalidDate],
    [{ from: '2030-02-30', days: '7' }, 'from', messages.common.invalidDate],
    [{ days: '7' }, 'from', appointmentMessages.fillAll],
    [{ from: '2030-06-13', days: '7', doctorId: 'abc' }, 'doctorId', messages.common.mustBeInteger],
    [{ from: '2030-06-13', days: '7', doctorId: '0' }, 'doctorId', messages.common.mustBeInteger],
  ])('refuses %j on %s with its message', (query, field, message) => {
    const result = availableSlotsQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });
  it('refuses an unknown parameter', () => {
    expect(availableSlotsQuery.safeParse({ from: '2030-06-13', days: '7', to: '2030-06-20' }).success).toBe(
      false,
    );
  });
});

describe('slotRangeDates', () => {
  it.each([
    ['2030-06-13', 1, ['2030-06-13']],
    ['2030-06-29', 3, ['2030-06-29', '2030-06-30', '2030-07-01']],
    ['2030-12-31', 2, ['2030-12-31', '2031-01-01']],
    ['2032-02-28', 3, ['2032-02-28', '2032-02-29', '2032-03-01']],
  ])('lists %s and the %i days from it', (from, days, expected) => {
    expect(slotRangeDates(from, days)).toEqual(expected);
  });
  it('lists 28 days, one after the other', () => {
    const dates = slotRangeDates('2030-06-13', 28);
    expect(dates).toHaveLength(28);
    expect(dates.at(-1)).toBe('2030-07-10');
  });
});

describe('withoutPastSlots (the booking rule applied to each slot)', () => {
  const doctors = [{ doctorId: 1, doctorName: 'BS. An' }];
  const slots = (...hours: number[]) =>
    hours.map((h) => ({ time: `${String(h).padStart(2, '0')}:00:00`, doctors }));
  const answer: AvailableSlots = {
    days: [
      { date: '2030-06-12', slots: slots(8, 10, 11, 18) },
      { date: '2030-06-13', slots: slots(8, 9) },
      { date: '2030-06-14', slots: [] },
    ],
  };
  const hoursOf = (a: AvailableSlots) => a.days.map((d) => d.slots.map((s) => s.time.slice(0, 2)));
  it.each([
    ['before opening', { date: '2030-06-12', hour: 6 }, [['08', '10', '11', '18'], ['08', '09'], []]],
    ['at 10:xx, 10:00 has begun', { date: '2030-06-12', hour: 10 }, [['11', '18'], ['08', '09'], []]],
    ['at 17:xx', { date: '2030-06-12', hour: 17 }, [['18'], ['08', '09'], []]],
    ['after closing', { date: '2030-06-12', hour: 18 }, [[], ['08', '09'], []]],
    ['the next day', { date: '2030-06-13', hour: 8 }, [[], ['09'], []]],
  ])('%s keeps only the hours bookingSlotError accepts', (_when, now, expected) => {
    const kept = withoutPastSlots(answer, now);
    expect(hoursOf(kept)).toEqual(expected);
    for (const day of kept.days)
      for (const slot of day.slots) expect(bookingSlotError(day.date, slot.time, now)).toBeNull();
    // Every day stays listed, in order.
    expect(kept.days.map((d) => d.date)).toEqual(['2030-06-12', '2030-06-13', '2030-06-14']);
  });
  it('answers the same object when nothing has passed, and leaves the input as it was', () => {
    expect(withoutPastSlots(answer, { date: '2030-06-11', hour: 20 })).toBe(answer);
    const kept = withoutPastSlots(answer, { date: '2030-06-12', hour: 10 });
    expect(kept).not.toBe(answer);
    expect(kept.days[1]).toBe(answer.days[1]);
    expect(hoursOf(answer)).toEqual([['08', '10', '11', '18'], ['08', '09'], []]);
  });
  it.each([
    [{ days: [] }, true],
    [{ days: [{ date: '2030-06-14', slots: [] }] }, true],
    [answer, false],
  ])('hasNoSlot(%j) = %j', (value, expected) => {
    expect(hasNoSlot(value)).toBe(expected);
  });
});

describe('appointmentListQuery', () => {
  it('reads the filters as a query string carries them', () => {
    expect(
      appointmentListQuery.parse({
        page: '2',
        pageSize: '10',
        status: 'Missed',
        from: '2030-06-01',
        to: '2030-06-30',
        hasTestResult: 'false',
        sort: 'asc',
        search: ' Lan ',
      }),
    ).toEqual({
      page: 2,
      pageSize: 10,
      status: 'Missed',
      from: '2030-06-01',
      to: '2030-06-30',
      hasTestResult: false,
      sort: 'asc',
      search: 'Lan',
    });
    expect(appointmentListQuery.parse({})).toEqual({});
    expect(appointmentListQuery.parse({ from: '2030-06-01', to: '2030-06-01' })).toEqual({
      from: '2030-06-01',
      to: '2030-06-01',
    });
  });
  it.each([
    [{ status: 'Pending' }, 'status', appointmentMessages.invalidStatus],
    [{ from: '01/06/2030' }, 'from', messages.common.invalidDate],
    [{ to: '2030-02-30' }, 'to', messages.common.invalidDate],
    [{ from: '2030-06-02', to: '2030-06-01' }, 'to', messages.common.dateRangeReversed],
    [{ hasTestResult: 'yes' }, 'hasTestResult', messages.common.mustBeBoolean],
    [{ sort: 'newest' }, 'sort', appointmentMessages.invalidSort],
  ])('refuses %j on %s with its message', (query, field, message) => {
    const result = appointmentListQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });
  it.each([
    ['2030-06-01', '2030-06-02', true],
    ['2030-06-01', '2030-06-01', true],
    ['2030-06-02', '2030-06-01', false],
    [undefined, '2030-06-01', true],
    ['2030-06-01', '', true],
  ])('isDateRange(%j, %j) = %j', (from, to, expected) => {
    expect(isDateRange(from, to)).toBe(expected);
  });
});

const mailParts = { patientName: 'Lan', date: '13/06/2030', time: '09:00' };

describe('appointment mail texts', () => {
  it('formats dd/MM/yyyy and HH:mm, and never says HIV in a subject', () => {
    expect(formatDateVi('2030-06-13')).toBe('13/06/2030');
    expect(formatTimeShort('09:00:00')).toBe('09:00');
    expect(appointmentMail.confirmedSubject).not.toMatch(/hiv/i);
    expect(appointmentMail.cancelledSubject).not.toMatch(/hiv/i);
  });

  it("tells the patient their appointment was accepted in the status's word, as the web says it", () => {
    const mail = `${appointmentMail.confirmedSubject}\n${appointmentMail.confirmedText(mailParts)}`;
    expect(appointmentMail.confirmedSubject).toContain(APPOINTMENT_ACCEPT_VI.done);
    expect(appointmentMail.confirmedText(mailParts)).toContain(APPOINTMENT_ACCEPT_VI.done);
    expect(mail).not.toMatch(/xác nhận/i);
  });

  it.each([
    ['confirmed', `${appointmentMail.confirmedSubject}\n${appointmentMail.confirmedText(mailParts)}`],
    ['cancelled', `${appointmentMail.cancelledSubject}\n${appointmentMail.cancelledText(mailParts)}`],
  ])('the %s mail names neither the service nor the visit (the message rule)', (_, text) => {
    expect(reminderPrivateWordsIn(text)).toEqual([]);
    expect(text).toContain('13/06/2030');
    expect(text).toContain('09:00');
  });
});
