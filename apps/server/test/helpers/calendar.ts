import { messages, reminderPrivateWordsIn } from '@clinic/contract';
import { expect } from 'vitest';

/**
 * Checks that a calendar file is a well-formed VCALENDAR (RFC 5545: CRLF lines of at most 75 octets, one VEVENT
 * with the properties a calendar needs) and a neutral one (the message rule, the neutral title), starting at
 * `start` and ending an hour later (UTC, yyyyMMddTHHmmssZ); answers its unfolded lines.
 */
export function expectNeutralCalendar(ics: string, start: string, end: string): string[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter((l) => l !== '');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(lines.indexOf('END:VEVENT')).toBeGreaterThan(lines.indexOf('BEGIN:VEVENT'));
  for (const name of ['UID', 'DTSTAMP']) expect(lines.some((l) => l.startsWith(`${name}:`))).toBe(true);
  expect(lines).toContain(`DTSTART:${start}`);
  expect(lines).toContain(`DTEND:${end}`);
  expect(lines).toContain(`SUMMARY:${messages.reminder.calendarTitle}`);
  expect(reminderPrivateWordsIn(ics)).toEqual([]);
  return lines;
}
