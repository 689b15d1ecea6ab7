import { describe, expect, it } from 'vitest';
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
  });

  it('tells the owner of a reset password in plain words', () => {
    expect(messages.mail.passwordChangedText('An')).toContain('mật khẩu của bạn vừa được thay đổi');
  });

  it('keeps the e-mail change notice free of the new address and of any code', () => {
    expect(messages.mail.changeEmailNoticeText('An')).not.toMatch(/@|\d{6}/);
  });
});
