import { describe, expect, it } from 'vitest';
import { privateWordsIn, reminderPrivateWordsIn } from './message-rule.js';
import { messages } from './messages.js';

/**
 * Mails show on lock screens and shared devices: no subject or body may reveal the service, a drug or a result.
 * Abbreviations are matched as whole words so that ordinary Vietnamese text cannot trip them.
 */
const FORBIDDEN_WORDS = /\b(HIV|AIDS|ARV|CD4|TDF|TAF|3TC|FTC|DTG|EFV|NVP|AZT|ABC|LPV|ATV|DRV|TLD)\b/i;
const FORBIDDEN_TEXT =
  /tải lượng|tenofovir|lamivudin|emtricitabin|dolutegravir|efavirenz|nevirapin|zidovudin|abacavir|lopinavir|atazanavir|darunavir|phác đồ/i;

const mails = Object.entries(messages.mail).map(([key, value]) => [
  key,
  typeof value === 'function' ? value('Nguyễn Văn An', '123456') : value,
]);

describe('account mail texts', () => {
  it.each(mails)('%s says nothing of the service', (_key, text) => {
    expect(text).not.toMatch(FORBIDDEN_WORDS);
    expect(text).not.toMatch(FORBIDDEN_TEXT);
    expect(privateWordsIn(text as string)).toEqual([]);
  });

  it('tells the owner of a reset password in plain words', () => {
    expect(messages.mail.passwordChangedText('An')).toContain('mật khẩu của bạn vừa được thay đổi');
  });

  it('keeps the e-mail change notice free of the new address and of any code', () => {
    expect(messages.mail.changeEmailNoticeText('An')).not.toMatch(/@|\d{6}/);
  });
});

/** Every reminder template, filled with sample values, and the calendar entry's texts. */
const r = messages.reminder;
const reminders: [string, string][] = [
  ['appointmentSubject', r.appointmentSubject],
  ['appointmentText', r.appointmentText('Nguyễn Văn An', '05/06/2025', '09:00')],
  ['refillSubject', r.refillSubject],
  ['refillText', r.refillText('Nguyễn Văn An', '30/05/2025')],
  ['missedSubject', r.missedSubject],
  ['missedText', r.missedText('Nguyễn Văn An', '04/06/2025')],
  ['calendarTitle', r.calendarTitle],
  ['calendarDescription', r.calendarDescription],
  ['calendarFileName', r.calendarFileName],
];

describe('reminder texts (the message rule)', () => {
  it('covers every reminder template', () => {
    expect(reminders.map(([k]) => k).sort()).toEqual(Object.keys(r).sort());
  });

  it.each(reminders)('%s names no service, drug, regimen or result', (_key, text) => {
    expect(text).not.toMatch(FORBIDDEN_WORDS);
    expect(text).not.toMatch(FORBIDDEN_TEXT);
    expect(reminderPrivateWordsIn(text)).toEqual([]);
  });

  it.each(reminders.filter(([k]) => k.endsWith('Text')))('%s sends the reader to log in', (_key, text) => {
    expect(text).toContain('Vui lòng đăng nhập để xem chi tiết');
  });

  it('keeps the calendar title neutral', () => {
    expect(r.calendarTitle).toBe('Lịch hẹn');
  });

  it('catches a template that breaks the rule', () => {
    expect(reminderPrivateWordsIn('Nhắc lịch xét nghiệm HIV')).toEqual(['HIV', 'xét nghiệm']);
    expect(reminderPrivateWordsIn('Đến lúc nhận thuốc ARV (TLD)')).toEqual(['ARV', 'TLD', 'thuốc']);
    expect(privateWordsIn('Kết quả tải lượng: < 50')).toEqual(['tải lượng']);
  });
});

describe('booking confirmation texts (the message rule)', () => {
  const b = messages.booking;
  const filled = [
    ['subject', b.subject('Phòng khám')],
    [
      'text',
      b.text({
        name: 'Nguyễn Văn An',
        date: '05/06/2025',
        time: '09:00',
        address: '12 Lê Lợi, Quận 1',
        clinicName: 'Phòng khám',
      }),
    ],
    ['anonymous text', b.text({ name: null, date: '05/06/2025', time: '09:00', clinicName: 'Phòng khám' })],
  ];

  it.each(filled)('%s names no service, drug, regimen or result', (_key, text) => {
    expect(text).not.toMatch(FORBIDDEN_WORDS);
    expect(text).not.toMatch(FORBIDDEN_TEXT);
    expect(reminderPrivateWordsIn(text as string)).toEqual([]);
  });

  it('gives the day, the hour and the address, signs with the clinic and sends the reader to log in', () => {
    const text = filled[1]?.[1] as string;
    expect(text).toContain('Xin chào Nguyễn Văn An,');
    expect(text).toContain('09:00 ngày 05/06/2025');
    expect(text).toContain('Địa chỉ: 12 Lê Lợi, Quận 1');
    expect(text).toContain('Vui lòng đăng nhập để xem chi tiết');
    expect(text.endsWith('\n\nPhòng khám')).toBe(true);
    expect(b.subject('Phòng khám Sức khỏe')).toBe('Xác nhận đặt lịch hẹn - Phòng khám Sức khỏe');
  });

  it('names nobody in the mail of an anonymous booking, and leaves out an address not configured', () => {
    const text = filled[2]?.[1] as string;
    expect(text.startsWith('Xin chào,\n')).toBe(true);
    expect(text).not.toContain('Địa chỉ');
  });
});
