import { patientCreateBody } from '@clinic/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { setServerFieldErrors, zodResolver } from './forms';

describe('zodResolver', () => {
  it('gives the first message of each field, with the contract schema', () => {
    const validate = zodResolver(patientCreateBody);
    const errors = validate({ username: '', password: '', email: 'x', phoneNumber: '', fullName: '' });
    expect(errors.username).toBe('Vui lòng nhập tên đăng nhập');
    expect(errors.email).toBe('Email không hợp lệ');
    expect(Object.values(errors).every((message) => typeof message === 'string')).toBe(true);
  });

  it('keys nested issues by their path and leaves whole-body issues out', () => {
    const schema = z
      .strictObject({ items: z.array(z.strictObject({ name: z.string().min(1, 'tên') })) })
      .refine(() => false, 'toàn bộ');
    expect(zodResolver(schema)({ items: [{ name: 'a' }, { name: '' }] })).toEqual({ 'items.1.name': 'tên' });
    expect(zodResolver(schema)({ items: [], extra: 1 })).toEqual({});
  });

  it('validates what toInput makes of the values and nothing when they pass', () => {
    const schema = z.strictObject({ a: z.string().min(1, 'bắt buộc') });
    const validate = zodResolver(schema, (values: { a: string; confirm: string }) => ({ a: values.a }));
    expect(validate({ a: '', confirm: 'x' })).toEqual({ a: 'bắt buộc' });
    expect(validate({ a: 'x', confirm: '' })).toEqual({});
  });
});

describe('setServerFieldErrors', () => {
  const failure = new ApiError(400, 'Dữ liệu không hợp lệ', {
    fieldErrors: { email: ['Email không hợp lệ', 'thứ hai'], other: ['khác'] },
  });

  it('puts the first message of each field on the form and says so', () => {
    const setErrors = vi.fn();
    expect(setServerFieldErrors({ setErrors }, failure)).toBe(true);
    expect(setErrors).toHaveBeenCalledWith({ email: 'Email không hợp lệ', other: 'khác' });
  });

  it('keeps to the given fields in any case, and does nothing without field messages', () => {
    const setErrors = vi.fn();
    expect(setServerFieldErrors({ setErrors }, failure, ['email'])).toBe(true);
    expect(setErrors).toHaveBeenCalledWith({ email: 'Email không hợp lệ' });
    const pascal = new ApiError(400, 'x', { fieldErrors: { ComponentName: ['Tên trống'] } });
    expect(setServerFieldErrors({ setErrors }, pascal, ['componentName'])).toBe(true);
    expect(setErrors).toHaveBeenCalledWith({ componentName: 'Tên trống' });
    setErrors.mockClear();
    expect(setServerFieldErrors({ setErrors }, failure, ['phoneNumber'])).toBe(false);
    expect(setServerFieldErrors({ setErrors }, new ApiError(409, 'trùng'))).toBe(false);
    expect(setServerFieldErrors({ setErrors }, new Error('x'))).toBe(false);
    expect(setErrors).not.toHaveBeenCalled();
  });
});
