import { describe, expect, it } from 'vitest';
import { bookTestHref } from '../../config/paths';
import { bookingStart, EMPTY_BOOKING } from './booking-model';

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
