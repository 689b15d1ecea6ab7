import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { scheduleCreateBody, scheduleMessages, scheduleUpdateBody, workingHoursQuery } from './schedules.js';

const valid = { doctorId: 3, workDay: 'Monday', startTime: '08:00:00', endTime: '17:00:00' };
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('scheduleCreateBody (start < end, whole hours 08:00-18:00)', () => {
  it('accepts HH:mm:ss and HH:mm and answers HH:mm:ss', () => {
    expect(scheduleCreateBody.parse({ ...valid, startTime: '08:00', endTime: '18:00' })).toEqual({
      ...valid,
      endTime: '18:00:00',
    });
  });
  it('refuses an end that is not after the start', () => {
    expect(messagesOf(scheduleCreateBody.safeParse({ ...valid, endTime: '08:00:00' })).endTime).toBe(
      scheduleMessages.endAfterStart,
    );
    expect(
      messagesOf(scheduleCreateBody.safeParse({ ...valid, startTime: '17:00', endTime: '09:00' })).endTime,
    ).toBe(scheduleMessages.endAfterStart);
  });
  it.each(['07:00:00', '19:00:00', '08:30:00', 'x'])('refuses the hour %s', (startTime) => {
    expect(messagesOf(scheduleCreateBody.safeParse({ ...valid, startTime })).startTime).toBe(
      scheduleMessages.hourRange,
    );
  });
  it('refuses an unknown weekday, a missing time and unknown fields', () => {
    expect(scheduleCreateBody.safeParse({ ...valid, workDay: 'Funday' }).success).toBe(false);
    expect(scheduleCreateBody.safeParse({ ...valid, workDay: 'monday' }).success).toBe(false);
    expect(messagesOf(scheduleCreateBody.safeParse({ ...valid, endTime: undefined })).endTime).toBe(
      scheduleMessages.chooseBoth,
    );
    expect(scheduleCreateBody.safeParse({ ...valid, scheduleId: 2 }).success).toBe(false);
  });
});

describe('scheduleUpdateBody', () => {
  it('changes only the hours', () => {
    expect(scheduleUpdateBody.parse({ scheduleId: 1, startTime: '09:00', endTime: '12:00:00' })).toEqual({
      scheduleId: 1,
      startTime: '09:00:00',
      endTime: '12:00:00',
    });
    expect(
      scheduleUpdateBody.safeParse({ scheduleId: 1, startTime: '12:00', endTime: '12:00' }).success,
    ).toBe(false);
    // The weekday and the doctor are fixed: sent back from a GET they are dropped, not written.
    expect(
      scheduleUpdateBody.parse({
        scheduleId: 1,
        workDay: 'Monday',
        doctorId: 4,
        startTime: '09:00',
        endTime: '12:00',
      }),
    ).toEqual({ scheduleId: 1, startTime: '09:00:00', endTime: '12:00:00' });
    expect(
      scheduleUpdateBody.safeParse({ scheduleId: 1, room: 'A', startTime: '09:00', endTime: '12:00' })
        .success,
    ).toBe(false);
  });
});

describe('workingHoursQuery', () => {
  it.each([
    [{}, {}],
    [{ doctorId: '7' }, { doctorId: 7 }],
  ])('reads %j', (query, expected) => {
    expect(workingHoursQuery.parse(query)).toEqual(expected);
  });
  it.each([[{ doctorId: 'abc' }], [{ doctorId: '0' }], [{ doctorId: '' }], [{ doctorId: '1.5' }]])(
    'refuses %j on doctorId',
    (query) => {
      expect(messagesOf(workingHoursQuery.safeParse(query))).toEqual({
        doctorId: messages.common.mustBeInteger,
      });
    },
  );
  it('refuses an unknown parameter', () => {
    expect(workingHoursQuery.safeParse({ day: 'Monday' }).success).toBe(false);
  });
});
