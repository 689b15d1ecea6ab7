import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ACCEPT_VI,
  APPOINTMENT_STATUS_VI,
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  canComplete,
  canMarkMissed,
  canRecordResult,
  canReschedule,
  canTransition,
  isFinal,
} from './appointment-status.js';
import { ROLES } from './roles.js';

const allowed: [string, AppointmentStatus, AppointmentStatus][] = [
  ['Patient', 'Scheduled', 'Cancelled'],
  ['Doctor', 'Scheduled', 'Confirmed'],
  ['Doctor', 'Scheduled', 'Cancelled'],
  ['Doctor', 'Confirmed', 'Completed'],
];

describe('appointment status transitions', () => {
  it('allows exactly the documented transitions and nothing else, for every role and pair', () => {
    for (const role of ROLES) {
      for (const from of APPOINTMENT_STATUSES) {
        for (const to of APPOINTMENT_STATUSES) {
          const expected = allowed.some(([r, f, t]) => r === role && f === from && t === to);
          expect(canTransition(role, from, to), `${role}: ${from} -> ${to}`).toBe(expected);
        }
      }
    }
  });
  it('lets a patient reschedule only while Scheduled', () => {
    expect(APPOINTMENT_STATUSES.filter(canReschedule)).toEqual(['Scheduled']);
  });
  it('records results and completes only Confirmed appointments', () => {
    expect(APPOINTMENT_STATUSES.filter(canRecordResult)).toEqual(['Confirmed']);
    expect(APPOINTMENT_STATUSES.filter(canComplete)).toEqual(['Confirmed']);
  });
  it('treats Completed, Cancelled and Missed as final', () => {
    expect(APPOINTMENT_STATUSES.filter(isFinal)).toEqual(['Cancelled', 'Completed', 'Missed']);
  });
  it('lets only the system mark Scheduled or Confirmed appointments Missed', () => {
    expect(APPOINTMENT_STATUSES.filter(canMarkMissed)).toEqual(['Scheduled', 'Confirmed']);
    for (const role of ROLES)
      for (const from of APPOINTMENT_STATUSES)
        expect(canTransition(role, from, 'Missed'), `${role}: ${from} -> Missed`).toBe(false);
  });
  it('has no way out of Missed', () => {
    for (const role of ROLES)
      for (const to of APPOINTMENT_STATUSES)
        expect(canTransition(role, 'Missed', to), `${role}: Missed -> ${to}`).toBe(false);
    expect(canReschedule('Missed') || canRecordResult('Missed') || canComplete('Missed')).toBe(false);
  });
});

describe("the words of the doctor's acceptance", () => {
  it("are the Confirmed status's own word wherever it is named", () => {
    const word = 'chấp nhận';
    expect(APPOINTMENT_STATUS_VI.Confirmed.toLowerCase()).toContain(word);
    for (const text of Object.values(APPOINTMENT_ACCEPT_VI)) {
      expect(text.toLowerCase()).toContain(word);
      expect(text).not.toMatch(/xác nhận/i);
    }
  });
});
