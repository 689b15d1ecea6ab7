import type { Envelope, LoginData, UserDetails } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { appMessages } from '../../messages';
import { interpretLoginError, interpretLoginResponse, interpretRegisterError } from './auth-errors';
import { validateLogin } from './login-page';

const user = { role: 'Doctor', userId: 2, doctorId: 1, fullName: 'BS. Lan' } as UserDetails;
const ok = (data: LoginData | null, extra: Partial<Envelope<LoginData>> = {}): Envelope<LoginData> => ({
  status: true,
  statusCode: 200,
  message: '',
  data,
  errors: [],
  ...extra,
});

describe('login errors', () => {
  it('accepts a complete answer', () => {
    expect(interpretLoginResponse(ok({ token: 't', userDetails: user }))).toEqual({
      kind: 'success',
      token: 't',
      user,
    });
  });

  it('rejects answers without token or user details', () => {
    expect(interpretLoginResponse(ok(null))).toEqual({
      kind: 'error',
      message: 'Dữ liệu đăng nhập không hợp lệ',
    });
    expect(interpretLoginResponse(ok({ token: 't' } as LoginData))).toEqual({
      kind: 'error',
      message: 'Không thể lấy thông tin người dùng',
    });
  });

  it('joins the errors of a body whose statusCode is not 200', () => {
    expect(interpretLoginResponse(ok(null, { statusCode: 202, errors: ['a', 'b'] }))).toEqual({
      kind: 'error',
      message: 'a, b',
    });
    expect(interpretLoginResponse(ok(null, { statusCode: 202 }))).toEqual({
      kind: 'error',
      message: 'Đăng nhập thất bại',
    });
  });

  it('maps HTTP failures', () => {
    expect(interpretLoginError(new ApiError(401, 'x', { serverMessage: 'whatever' })).kind).toBe('error');
    expect(interpretLoginError(new ApiError(401, 'x'))).toEqual({
      kind: 'error',
      message: 'Tên đăng nhập hoặc mật khẩu không chính xác',
    });
    expect(interpretLoginError(new ApiError(429, 'x', { serverMessage: 'Thử lại sau' }))).toEqual({
      kind: 'error',
      message: 'Thử lại sau',
    });
    expect(interpretLoginError(new ApiError(500, 'x'))).toEqual({
      kind: 'error',
      message: 'Đăng nhập thất bại',
    });
    expect(interpretLoginError(new ApiError(200, 'x', { errors: ['e1', 'e2'] }))).toEqual({
      kind: 'error',
      message: 'e1, e2',
    });
    expect(interpretLoginError(new TypeError('boom'))).toEqual({
      kind: 'error',
      message: 'Đăng nhập thất bại. Vui lòng thử lại.',
    });
  });

  it('tells a server too slow to answer from no connection at all', () => {
    expect(interpretLoginError(new ApiError(0, 'x', { timedOut: true }))).toEqual({
      kind: 'error',
      message: appMessages.serverSlow,
    });
    expect(interpretLoginError(new ApiError(0, 'x'))).toEqual({
      kind: 'error',
      message: appMessages.networkError,
    });
    expect(interpretRegisterError(new ApiError(0, 'x', { timedOut: true })).message).toBe(
      appMessages.serverSlow,
    );
    expect(interpretRegisterError(new ApiError(0, 'x')).message).toBe(appMessages.networkError);
  });

  it('recognises an unverified patient by 403 with data.email', () => {
    const error = new ApiError(403, 'x', {
      serverMessage: 'Tài khoản chưa được xác thực email.',
      data: { email: 'a@b.vn' },
    });
    expect(interpretLoginError(error)).toEqual({
      kind: 'unverified',
      email: 'a@b.vn',
      message: 'Tài khoản chưa được xác thực email.',
    });
    expect(interpretLoginError(new ApiError(403, 'x', { serverMessage: 'Bị khóa' })).kind).toBe('error');
  });
});

describe('login validation', () => {
  it('requires both fields and applies the password rule except for demo-like usernames', () => {
    expect(validateLogin('', '')).toEqual({
      username: 'Vui lòng nhập tên đăng nhập',
      password: 'Vui lòng nhập mật khẩu',
    });
    expect(validateLogin('nguyenvana', 'short').password).toBe(
      'Mật khẩu phải tối thiểu 8 ký tự, gồm chữ hoa, chữ thường, số và ký tự đặc biệt.',
    );
    expect(validateLogin('Doctor2', 'short')).toEqual({});
    expect(validateLogin('nguyenvana', 'Abcdef1!')).toEqual({});
  });
});

describe('register errors', () => {
  it('maps the two duplicate answers to their messages and fields', () => {
    expect(
      interpretRegisterError(new ApiError(409, 'x', { serverMessage: 'Username already exists' })),
    ).toEqual({
      message: 'Tên đăng nhập này đã được sử dụng. Vui lòng chọn tên đăng nhập khác.',
      fieldErrors: { username: 'Tên đăng nhập này đã được sử dụng. Vui lòng chọn tên đăng nhập khác.' },
    });
    expect(interpretRegisterError(new ApiError(409, 'x', { errors: ['Email already exists'] }))).toEqual({
      message: 'Email này đã được đăng ký. Vui lòng sử dụng email khác hoặc đăng nhập nếu đã có tài khoản.',
      fieldErrors: {
        email: 'Email này đã được đăng ký. Vui lòng sử dụng email khác hoặc đăng nhập nếu đã có tài khoản.',
      },
    });
  });

  it('falls back to the generic message and keeps the server field errors', () => {
    const error = new ApiError(400, 'x', { fieldErrors: { phoneNumber: ['Sai số'] } });
    expect(interpretRegisterError(error)).toEqual({
      message: 'Đăng ký thất bại. Vui lòng kiểm tra lại thông tin và thử lại.',
      fieldErrors: { phoneNumber: 'Sai số' },
    });
    expect(interpretRegisterError(new Error('x')).message).toBe(
      'Đăng ký thất bại. Vui lòng kiểm tra lại thông tin và thử lại.',
    );
  });
});
