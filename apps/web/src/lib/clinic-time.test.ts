// @vitest-environment jsdom
import { DEFAULT_CLINIC_TZ } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { clinicNow, clinicToday, formatInstant, readClinicTz } from './clinic-time';

function page(meta: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (meta !== null) {
    const el = doc.createElement('meta');
    el.name = 'clinic-tz';
    el.content = meta;
    doc.head.append(el);
  }
  return doc;
}

describe('readClinicTz', () => {
  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    ['UTC', 'UTC'],
    ['Not/AZone', DEFAULT_CLINIC_TZ],
    ['', DEFAULT_CLINIC_TZ],
    [null, DEFAULT_CLINIC_TZ],
  ])('meta %s -> %s', (meta, expected) => {
    expect(readClinicTz(page(meta))).toBe(expected);
  });
});

describe('clinic today', () => {
  it('is the clinic day, not the browser day', () => {
    // A document without the meta is judged in the server's default zone (UTC+7): 18:00 UTC is already the next day.
    expect(clinicToday(new Date('2030-01-09T18:00:00Z'))).toBe('2030-01-10');
    expect(clinicNow(new Date('2030-01-09T16:30:00Z'))).toEqual({ date: '2030-01-09', hour: 23, minute: 30 });
  });
});

describe('formatInstant', () => {
  it('shows the moment as HH:mm dd/MM/yyyy at the clinic (UTC+7), the next day past 17:00 UTC', () => {
    expect(formatInstant('2026-11-26T17:05:00.000Z')).toBe('00:05 27/11/2026');
    expect(formatInstant('2026-01-02T03:04:00Z')).toBe('10:04 02/01/2026');
  });
  it('shows nothing for what is not a moment', () => {
    expect(formatInstant('not a date')).toBe('');
  });
});
