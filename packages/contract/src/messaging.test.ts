import { describe, expect, it } from 'vitest';
import {
  isQuietTime,
  MESSAGE_TEMPLATES,
  maskedPhone,
  messagingPreferencesBody,
  minutesUntilSendable,
  smsText,
  smsVerdict,
  templateBreaks,
  toInternationalPhone,
  zaloVerdict,
} from './messaging.js';

const at = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

describe('the quiet hours (21:00–07:00 by default)', () => {
  it.each([
    ['20:59', false, 0],
    ['21:00', true, 600],
    ['23:30', true, 450],
    ['00:00', true, 420],
    ['06:59', true, 1],
    ['07:00', false, 0],
    ['12:00', false, 0],
  ])('%s quiet: %s, waits %i minutes', (time, quiet, wait) => {
    expect(isQuietTime(at(time))).toBe(quiet);
    expect(minutesUntilSendable(at(time))).toBe(wait);
  });

  it('may lie within one day, or be none at all', () => {
    const lunch = { start: '12:00', end: '13:30' };
    expect(isQuietTime(at('11:59'), lunch)).toBe(false);
    expect(minutesUntilSendable(at('12:30'), lunch)).toBe(60);
    expect(isQuietTime(at('13:30'), lunch)).toBe(false);
    expect(isQuietTime(at('03:00'), { start: '00:00', end: '00:00' })).toBe(false);
  });
});

describe('phone numbers', () => {
  it("are written in Zalo's form, and the log shows only their last 3 digits", () => {
    const forms = {
      '0912345678': '84912345678',
      '84912345678': '84912345678',
      '+84 912 345 678': '84912345678',
    };
    for (const [typed, international] of Object.entries(forms))
      expect(toInternationalPhone(typed), typed).toBe(international);
    expect(maskedPhone('0912345678')).toBe('•••678');
  });
});

describe('the templates', () => {
  const link = 'https://x.vn/r/a';
  const params = { clinic: 'Phòng khám', date: '01/12/2026', time: '09:00', link, code: '1' };

  it.each(MESSAGE_TEMPLATES)(
    '%s names neither the service, a drug nor a result (the message rule)',
    (template) => {
      expect(templateBreaks(template, params)).toEqual([]);
      expect(smsText(template, params).startsWith('Phòng khám:')).toBe(true);
    },
  );

  it('puts the link only where a reminder has one', () => {
    expect(smsText('reminder', params)).toContain(link);
    expect(smsText('reminder', { ...params, link: undefined })).not.toContain('Xác nhận');
  });

  it('catches a template that a clinic name would turn into a disclosure', () => {
    expect(templateBreaks('result', { clinic: 'Phòng khám HIV' })).toEqual(['HIV']);
  });
});

describe('the preferences body', () => {
  it('needs every channel as a boolean', () => {
    expect(messagingPreferencesBody.safeParse({ email: true, sms: false, zalo: true }).success).toBe(true);
    expect(messagingPreferencesBody.safeParse({ email: true, sms: 'yes', zalo: true }).success).toBe(false);
    expect(messagingPreferencesBody.safeParse({ email: true, sms: false }).success).toBe(false);
    expect(
      messagingPreferencesBody.safeParse({ email: true, sms: false, zalo: false, push: true }).success,
    ).toBe(false);
  });
});

describe("the providers' answers", () => {
  it.each([
    [0, 'sent'],
    [-124, 'refreshToken'],
    [-100, 'retry'],
    [-115, 'retry'],
    [-133, 'retry'],
    [-118, 'fallback'],
    [-119, 'fallback'],
    [-109, 'fallback'],
    [-117, 'fallback'],
  ] as const)('Zalo %i: %s', (code, verdict) => {
    expect(zaloVerdict(code)).toBe(verdict);
  });

  it.each([
    ['100', 'sent'],
    ['103', 'retry'],
    ['500', 'retry'],
    ['99', 'failed'],
    ['101', 'failed'],
    ['108', 'failed'],
  ] as const)('eSMS %s: %s', (code, verdict) => {
    expect(smsVerdict(code)).toBe(verdict);
  });
});
