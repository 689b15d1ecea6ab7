import { describe, expect, it } from 'vitest';
import {
  appointmentCreateBody,
  appointmentListQuery,
  appointmentMail,
  appointmentMessages,
  appointmentTestTypeError,
  appointmentUpdateBody,
  availabilityQuery,
  bookingSlotError,
  isDateRange,
  scheduleCovers,
} from './appointments.js';
import { clinicNow, formatDateVi, formatTimeShort } from './dates.js';
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
  it('normalises the time, defaults isAnonymous and accepts (and leaves to the server) the spec status Pending', () => {
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

describe('appointment mail texts', () => {
  it('formats dd/MM/yyyy and HH:mm, and never says HIV in a subject', () => {
    expect(formatDateVi('2030-06-13')).toBe('13/06/2030');
    expect(formatTimeShort('09:00:00')).toBe('09:00');
    expect(appointmentMail.confirmedSubject).not.toMatch(/hiv/i);
    expect(appointmentMail.cancelledSubject).not.toMatch(/hiv/i);
  });
});
