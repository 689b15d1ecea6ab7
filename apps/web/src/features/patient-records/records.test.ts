import { describe, expect, it } from 'vitest';
import { parseRouteId } from '../../lib/route-id';
import { treatmentForAppointment } from './api/get-treatments';

describe('parseRouteId', () => {
  it('reads positive integers only', () => {
    expect(parseRouteId('12')).toBe(12);
    expect(parseRouteId('0')).toBeNull();
    expect(parseRouteId('-1')).toBeNull();
    expect(parseRouteId('1e3')).toBeNull();
    expect(parseRouteId(undefined)).toBeNull();
  });
});

describe('treatmentForAppointment', () => {
  it('picks the item of the route appointment', () => {
    const items = [{ appointmentId: 3 }, { appointmentId: 7 }] as Parameters<
      typeof treatmentForAppointment
    >[0];
    expect(treatmentForAppointment(items, 7)).toBe(items[1]);
    expect(treatmentForAppointment(items, 9)).toBeNull();
  });
});
