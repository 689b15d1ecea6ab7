import { describe, expect, it } from 'vitest';
import { bookTestHref } from '../../config/paths';
import { bookingStart, EMPTY_BOOKING, preferredDoctorOf } from './booking-model';

describe('preferredDoctorOf', () => {
  it.each<[string, number | null]>([
    [bookTestHref(7, 3), 3],
    [bookTestHref(null, 12), 12],
    [bookTestHref(7, null), null],
    ['/appointments/create?doctorId=0', null],
    ['/appointments/create?doctorId=1e3', null],
    ['/appointments/create?doctorId=abc', null],
  ])('%s → %s', (href, doctorId) => {
    expect(preferredDoctorOf(new URL(href, 'http://x').searchParams)).toBe(doctorId);
  });
});

describe('bookingStart', () => {
  it('starts a lab test of the type the link chose', () => {
    const href = bookTestHref(7);
    expect(bookingStart(new URL(href, 'http://x').searchParams)).toEqual({
      ...EMPTY_BOOKING,
      appointmentType: 'Medication',
      testTypeId: '7',
    });
  });

  it.each(['', '?testTypeId=', '?testTypeId=0', '?testTypeId=abc', '?testTypeId=-3', '?other=1'])(
    'starts empty for %j',
    (search) => {
      expect(bookingStart(new URLSearchParams(search))).toEqual(EMPTY_BOOKING);
    },
  );
});
