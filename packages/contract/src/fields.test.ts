import { describe, expect, it } from 'vitest';
import { loginBody, patientCreateBody } from './auth.js';
import { birthDateFieldUntil, optionalText, pageQuery, requiredText } from './fields.js';
import './index.js';
import { messages } from './messages.js';

const valid = {
  username: 'lan.nguyen',
  password: 'Abcdef1!',
  email: 'Lan@Example.vn',
  phoneNumber: '0912345678',
  fullName: 'Nguyễn Thị Lan',
  dateOfBirth: '1995-04-12',
  address: '12 Lê Lợi, Huế',
};

describe('patient creation schema', () => {
  it('fills the defaults of the original API and normalises the e-mail', () => {
    const parsed = patientCreateBody.parse(valid);
    expect(parsed).toMatchObject({
      gender: 'Male',
      bloodType: 'A+',
      isPregnant: false,
      email: 'lan@example.vn',
    });
  });
  it('uses the messages of the original app for password and phone', () => {
    const result = patientCreateBody.safeParse({ ...valid, password: 'abc', phoneNumber: '12345' });
    expect(result.success).toBe(false);
    const messagesFound = result.error?.issues.map((i) => i.message);
    expect(messagesFound).toContain(messages.validation.password);
    expect(messagesFound).toContain(messages.validation.phone);
  });
  it('refuses read-only and unknown fields', () => {
    expect(patientCreateBody.safeParse({ ...valid, role: 'Admin' }).success).toBe(false);
    expect(patientCreateBody.safeParse({ ...valid, isVerified: true }).success).toBe(false);
  });
  it('refuses a birth date in the future and over-long names', () => {
    expect(patientCreateBody.safeParse({ ...valid, dateOfBirth: '2999-01-01' }).success).toBe(false);
    expect(patientCreateBody.safeParse({ ...valid, fullName: 'x'.repeat(101) }).success).toBe(false);
  });
  it('reports a missing field with its own message', () => {
    const { address: _, ...withoutAddress } = valid;
    const result = patientCreateBody.safeParse(withoutAddress);
    expect(result.error?.issues[0]?.message).toBe(messages.validation.addressRequired);
  });
});

describe('login schema', () => {
  it('accepts the spelling of the original client Username/Password', () => {
    expect(loginBody.parse({ Username: 'admin1', Password: 'x' })).toEqual({
      username: 'admin1',
      password: 'x',
    });
  });
  it('requires both fields', () => {
    expect(loginBody.safeParse({ username: 'admin1' }).success).toBe(false);
  });
});

describe('control characters in text fields and searches', () => {
  const required = requiredText('x', 100);
  const optional = optionalText(100);
  it.each([
    ['a required text', () => required.safeParse('Nguyễn\u0000 An')],
    ['an optional text', () => optional.safeParse('ghi chú\u0007')],
    ['a search term', () => pageQuery.safeParse({ search: 'Lan\u001b' })],
    ['a registration name', () => patientCreateBody.safeParse({ ...valid, fullName: 'Lan\u0000' })],
  ])('refuses them in %s with a Vietnamese message', (_, parse) => {
    const result = parse();
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(messages.common.controlCharacters);
  });
  it('keeps tab, line feed and carriage return', () => {
    expect(required.parse('dòng 1\r\ndòng 2\tcuối')).toBe('dòng 1\r\ndòng 2\tcuối');
    expect(optional.parse('a\nb')).toBe('a\nb');
    expect(pageQuery.parse({ search: 'Lan' })).toEqual({ search: 'Lan' });
  });
});

describe('date of birth against the clinic day', () => {
  const field = birthDateFieldUntil(() => '2026-03-05');
  it.each([
    ['2026-03-05', null],
    ['1900-01-01', null],
    ['2026-03-06', messages.common.dateInFuture],
    ['1899-12-31', messages.common.invalidDate],
    ['2026-02-30', messages.common.invalidDate],
    ['', messages.validation.dateOfBirthRequired],
  ])('%s', (value, error) => {
    const result = field.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(error);
  });
});
