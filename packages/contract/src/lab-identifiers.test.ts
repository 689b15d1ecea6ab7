import { describe, expect, it } from 'vitest';
import {
  artNumberField,
  insuranceExpiryField,
  insuranceNumberField,
  insuranceState,
  nationalIdField,
} from './lab-identifiers.js';
import { labMessages } from './lab-messages.js';

const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('the ART number', () => {
  it.each([
    ['79-001/2024', '79-001/2024'],
    [' HCM0001 ', 'HCM0001'],
    ['a'.repeat(30), 'a'.repeat(30)],
  ])('%j is accepted as %j', (text, value) => {
    expect(artNumberField().parse(text)).toBe(value);
  });
  it.each(['', 'a'.repeat(31), '79 001', 'Số#1', 'ĐN-01'])('%j is refused with the rule', (text) => {
    expect(errorOf(artNumberField().safeParse(text))).toBe(labMessages.artNumberInvalid);
  });
  it('follows the pattern the clinic sets', () => {
    const clinic = artNumberField(/^\d{2}-\d{3}$/);
    expect(clinic.parse('79-001')).toBe('79-001');
    expect(errorOf(clinic.safeParse('HCM0001'))).toBe(labMessages.artNumberInvalid);
  });
});

describe('the national ID (CCCD)', () => {
  it.each([
    ['079201001234', '079201001234'],
    ['', null],
    [null, null],
    [undefined, undefined],
  ])('%j → %j', (text, value) => {
    expect(nationalIdField.parse(text)).toBe(value);
  });
  it.each(['07920100123', '0792010012345', '07920100123A', '079 201 001 234'])('%j is refused', (text) => {
    expect(errorOf(nationalIdField.safeParse(text))).toBe(labMessages.nationalIdInvalid);
  });
});

describe('the health-insurance card number (thẻ BHYT)', () => {
  it.each([
    ['HS4010120878811', 'HS4010120878811'],
    ['dn1790123456789', 'DN1790123456789'],
    ['', null],
  ])('%j → %j', (text, value) => {
    expect(insuranceNumberField.parse(text)).toBe(value);
  });
  it.each(['HS6010120878811', 'HS401012087881', 'H54010120878811', 'HS40101208788112', 'HS0010120878811'])(
    '%j is refused with the rule',
    (text) => {
      expect(errorOf(insuranceNumberField.safeParse(text))).toBe(labMessages.insuranceNumberInvalid);
    },
  );
  it('takes an expiry date as yyyy-MM-dd', () => {
    expect(insuranceExpiryField.parse('2027-03-31')).toBe('2027-03-31');
    expect(errorOf(insuranceExpiryField.safeParse('31/03/2027'))).toBe(labMessages.insuranceExpiryInvalid);
    expect(errorOf(insuranceExpiryField.safeParse('2027-02-30'))).toBe(labMessages.insuranceExpiryInvalid);
  });
});

describe('insuranceState', () => {
  const today = '2026-11-28';
  it.each<[string | null, string | null]>([
    [null, null],
    ['2026-11-27', 'expired'],
    // valid through its expiry day
    ['2026-11-28', 'expiringSoon'],
    // exactly 30 days ahead warns, 31 does not
    ['2026-12-28', 'expiringSoon'],
    ['2026-12-29', null],
  ])('expiry %s → %s', (expiry, state) => {
    expect(insuranceState(expiry, today)).toBe(state);
  });
  it('takes the clinic’s own warning days', () => {
    expect(insuranceState('2027-01-27', today, 60)).toBe('expiringSoon');
  });
});
