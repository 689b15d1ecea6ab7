import { clinicNow } from '@clinic/contract';

/**
 * A calendar file (RFC 5545) with one event, for the attachment of an appointment reminder. Its texts come from
 * the caller (the contract's neutral reminder texts): nothing here names a service.
 */
export interface CalendarEvent {
  uid: string;
  /** yyyy-MM-dd and HH:mm[:ss], in the clinic's time zone */
  date: string;
  time: string;
  timeZone: string;
  durationMinutes: number;
  title: string;
  description?: string;
  location?: string;
  /** DTSTAMP: when the file was made */
  stamp: Date;
}

/** The UTC instant of a wall-clock time in a time zone (two corrections cover any offset change). */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) {
    const shown = clinicNow(timeZone, new Date(guess));
    const [sy, sm, sd] = shown.date.split('-').map(Number) as [number, number, number];
    guess += wanted - Date.UTC(sy, sm - 1, sd, shown.hour, shown.minute);
  }
  return new Date(guess);
}

const utcStamp = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** TEXT values escape backslash, semicolon, comma and newlines. */
const escapeText = (v: string) =>
  v.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const start = zonedTimeToUtc(event.date, event.time, event.timeZone);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clinic//Reminders//VI',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
