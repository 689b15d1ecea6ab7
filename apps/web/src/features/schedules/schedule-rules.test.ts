import { scheduleCreateBody, scheduleUpdateBody } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { appMessages } from '../../messages';
import { schedulesMessages as m } from './messages';
import {
  addScheduleDoctorId,
  apiTime,
  autoEndFor,
  canCreateFor,
  canUpdate,
  createErrorMessage,
  deleteErrorMessage,
  displayTime,
  endOptionsAfter,
  type HourValues,
  InvalidResponseError,
  keepEndIfValid,
  loadErrorMessage,
  managerAccess,
  START_OPTIONS,
  scheduleHome,
  scheduleValidator,
  showServerFieldErrors,
} from './schedule-rules';

const validateUpdate = scheduleValidator(scheduleUpdateBody, (values: HourValues) => ({
  scheduleId: 1,
  ...values,
}));
const validateCreate = scheduleValidator(scheduleCreateBody, (values: HourValues & { workDay: string }) => ({
  doctorId: 1,
  ...values,
}));

/** The errors a form shows after `showServerFieldErrors`. */
function shownErrors(error: unknown): Record<string, unknown> {
  let errors: Record<string, unknown> = { earlier: 'x' };
  showServerFieldErrors(
    {
      setErrors: (next) => {
        errors = { ...next };
      },
      clearErrors: () => {
        errors = {};
      },
      setFieldError: (field, message) => {
        errors[field] = message;
      },
    },
    error,
  );
  return errors;
}

describe('hour choices', () => {
  it('starts from 08:00 to 17:00, since 18:00 has no later end', () => {
    expect(START_OPTIONS[0]).toBe('08:00');
    expect(START_OPTIONS.at(-1)).toBe('17:00');
    expect(START_OPTIONS).toHaveLength(10);
  });

  it('offers only the hours after the start as ends', () => {
    expect(endOptionsAfter('08:00')).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    expect(endOptionsAfter('16:00:00')).toEqual(['17:00', '18:00']);
    expect(endOptionsAfter('18:00')).toEqual([]);
    expect(endOptionsAfter(null)).toHaveLength(10);
  });

  it('sets the end to 17:00 after a start, or the next hour when 17:00 is not after it', () => {
    expect(autoEndFor('08:00')).toBe('17:00');
    expect(autoEndFor('16:00')).toBe('17:00');
    expect(autoEndFor('17:00')).toBe('18:00');
    expect(autoEndFor('18:00')).toBeNull();
    expect(autoEndFor('07:00')).toBeNull();
  });

  it('keeps the end on update while it is still after the start, else clears it', () => {
    expect(keepEndIfValid('09:00', '17:00')).toBe('17:00');
    expect(keepEndIfValid('17:00', '17:00')).toBeNull();
    expect(keepEndIfValid('12:00', '10:00')).toBeNull();
    expect(keepEndIfValid('12:00', null)).toBeNull();
  });

  it('converts between the API form and the display form', () => {
    expect(apiTime('08:00')).toBe('08:00:00');
    expect(apiTime('08:00:00')).toBe('08:00:00');
    expect(displayTime('17:00:00')).toBe('17:00');
  });
});

describe('the hour checks (the contract schemas, in the screen words)', () => {
  it('asks for both hours', () => {
    expect(validateUpdate({ startTime: null, endTime: null })).toEqual({
      startTime: m.chooseBoth,
      endTime: m.chooseBoth,
    });
    expect(validateUpdate({ startTime: '08:00', endTime: null })).toEqual({ endTime: m.chooseBoth });
  });

  it('wants the end after the start', () => {
    expect(validateUpdate({ startTime: '10:00', endTime: '10:00' })).toEqual({ endTime: m.endAfterStart });
    expect(validateUpdate({ startTime: '10:00', endTime: '09:00' })).toEqual({ endTime: m.endAfterStart });
    expect(validateUpdate({ startTime: '10:00', endTime: '11:00' })).toEqual({});
  });

  it('checks the weekday on create', () => {
    expect(validateCreate({ startTime: '08:00', endTime: '17:00', workDay: '' })).toEqual({
      workDay: m.workDayRequired,
    });
    expect(validateCreate({ startTime: '08:00', endTime: '17:00', workDay: 'Funday' }).workDay).toBe(
      m.workDayRequired,
    );
    expect(validateCreate({ startTime: '08:00', endTime: '17:00', workDay: 'Monday' })).toEqual({});
  });
});

describe('managerAccess', () => {
  it('shows a doctor only their own schedule', () => {
    expect(managerAccess('Doctor', 4, undefined)).toEqual({ kind: 'doctor', doctorId: 4, own: true });
    expect(managerAccess('Doctor', 4, '4')).toEqual({ kind: 'doctor', doctorId: 4, own: true });
    expect(managerAccess('Doctor', 4, '5')).toEqual({ kind: 'denied' });
    expect(managerAccess('Doctor', undefined, undefined)).toEqual({ kind: 'denied' });
  });

  it('shows Admin, Manager and Staff every schedule, or the route doctor', () => {
    for (const role of ['Admin', 'Manager', 'Staff'] as const) {
      expect(managerAccess(role, undefined, undefined)).toEqual({ kind: 'all' });
      expect(managerAccess(role, undefined, '7')).toEqual({ kind: 'doctor', doctorId: 7, own: false });
      expect(managerAccess(role, undefined, 'abc')).toEqual({ kind: 'invalid' });
    }
  });

  it('refuses patients and unknown roles', () => {
    expect(managerAccess('Patient', undefined, undefined)).toEqual({ kind: 'denied' });
    expect(managerAccess('Patient', undefined, '3')).toEqual({ kind: 'denied' });
    expect(managerAccess(null, undefined, undefined)).toEqual({ kind: 'denied' });
  });

  it('offers Add only with a doctor', () => {
    expect(addScheduleDoctorId(managerAccess('Doctor', 4, undefined))).toBe(4);
    expect(addScheduleDoctorId(managerAccess('Staff', undefined, '9'))).toBe(9);
    expect(addScheduleDoctorId(managerAccess('Admin', undefined, undefined))).toBeNull();
  });
});

describe('create and update permissions', () => {
  it('lets Admin, Manager, Staff create for a doctor, and a doctor for themselves', () => {
    expect(canCreateFor('Admin', undefined, '3')).toBe(3);
    expect(canCreateFor('Manager', undefined, '3')).toBe(3);
    expect(canCreateFor('Staff', undefined, '3')).toBe(3);
    expect(canCreateFor('Doctor', 3, '3')).toBe(3);
    expect(canCreateFor('Doctor', 3, '4')).toBeNull();
    expect(canCreateFor('Patient', undefined, '3')).toBeNull();
    expect(canCreateFor('Admin', undefined, 'x')).toBeNull();
    expect(canCreateFor('Admin', undefined, '0')).toBeNull();
  });

  it('lets the schedule roles update', () => {
    expect(canUpdate('Doctor')).toBe(true);
    expect(canUpdate('Staff')).toBe(true);
    expect(canUpdate('Patient')).toBe(false);
    expect(canUpdate(null)).toBe(false);
  });

  it('sends a doctor back to /my-schedules and others to the manager', () => {
    expect(scheduleHome('Doctor', 2)).toBe('/my-schedules');
    expect(scheduleHome('Admin', 2)).toBe('/schedule-manager/2');
  });
});

describe('server errors', () => {
  const taken = new ApiError(409, 'Bác sĩ đã có lịch làm việc vào ngày này', {
    serverMessage: 'x',
    fieldErrors: { WorkDay: ['Bác sĩ đã có lịch làm việc vào ngày này'] },
  });

  it('reads a WorkDay error as the day taken', () => {
    expect(createErrorMessage(taken)).toBe(m.dayTaken);
    expect(shownErrors(taken)).toEqual({ workDay: m.dayTaken });
    const lower = new ApiError(409, 'x', { fieldErrors: { workDay: ['other text'] } });
    expect(createErrorMessage(lower)).toBe(m.dayTaken);
  });

  it('joins other server errors with commas', () => {
    const many = new ApiError(400, 'Dữ liệu không hợp lệ', {
      serverMessage: 'Dữ liệu không hợp lệ',
      errors: ['Lỗi một', 'Lỗi hai'],
    });
    expect(createErrorMessage(many)).toBe('Lỗi một, Lỗi hai');
    const fields = new ApiError(400, 'x', { fieldErrors: { startTime: ['A'], endTime: ['B'] } });
    expect(createErrorMessage(fields)).toBe('A, B');
    expect(shownErrors(fields)).toEqual({ startTime: 'A', endTime: 'B' });
    expect(shownErrors(new ApiError(500, 'HTTP 500'))).toEqual({});
    expect(createErrorMessage(new ApiError(500, 'HTTP 500'))).toBe(m.createFailed);
  });

  it('says whether an unanswered call met a slow server or no connection, on create, delete and load', () => {
    const slow = new ApiError(0, 'x', { timedOut: true });
    const offline = new ApiError(0, 'x');
    for (const word of [
      createErrorMessage,
      deleteErrorMessage,
      (e: unknown) => loadErrorMessage(e, m.loadListFailed),
    ]) {
      expect(word(slow)).toBe(appMessages.serverSlow);
      expect(word(offline)).toBe(appMessages.networkError);
    }
  });

  it('shows the server message on delete, else the default', () => {
    expect(
      deleteErrorMessage(new ApiError(404, 'x', { serverMessage: 'Không tìm thấy lịch làm việc' })),
    ).toBe('Không tìm thấy lịch làm việc');
    expect(deleteErrorMessage(new Error('boom'))).toBe(m.deleteFailed);
  });

  it('names an invalid response and a refusal on load', () => {
    expect(loadErrorMessage(new InvalidResponseError(), m.loadListFailed)).toBe(m.invalidResponse);
    expect(loadErrorMessage(new ApiError(403, 'x'), m.loadListFailed)).toBe(m.noPermission);
    expect(loadErrorMessage(new ApiError(500, 'x'), m.loadListFailed)).toBe(m.loadListFailed);
  });
});
