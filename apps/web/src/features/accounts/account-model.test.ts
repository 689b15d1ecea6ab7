import type { DoctorListItem, ProfileBase } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { appMessages } from '../../messages';
import {
  buildCreateBody,
  buildUpdateBody,
  emptyAccountValues,
  hasChanges,
  interpretSaveError,
  translateServerText,
  valuesFromProfile,
} from './account-model';

const manager: ProfileBase = {
  userId: 7,
  username: 'manager7',
  role: 'Manager',
  userRole: 'Manager',
  pendingEmail: null,
  fullName: 'Trần Thị Quản Lý',
  phoneNumber: '0901234567',
  email: 'ql7@example.com',
  dateOfBirth: '1990-05-01',
  gender: 'Female',
  address: 'Hà Nội',
  avatar: null,
  isActive: true,
  isVerified: true,
};

const doctor: DoctorListItem = {
  ...manager,
  userId: 9,
  role: 'Doctor',
  doctorId: 3,
  doctorImage: null,
  bio: 'Nhiễm trùng',
};

describe('hasChanges', () => {
  it('is false for the loaded values, also with extra spaces or another e-mail case', () => {
    const loaded = valuesFromProfile(manager);
    expect(hasChanges(loaded, loaded)).toBe(false);
    expect(hasChanges(loaded, { ...loaded, fullName: ` ${loaded.fullName} ` })).toBe(false);
    expect(hasChanges(loaded, { ...loaded, email: 'QL7@example.com' })).toBe(false);
  });

  it('is true when any editable field differs', () => {
    const loaded = valuesFromProfile(manager);
    expect(hasChanges(loaded, { ...loaded, address: 'Huế' })).toBe(true);
    expect(hasChanges(loaded, { ...loaded, gender: 'Male' })).toBe(true);
    expect(hasChanges(loaded, { ...loaded, dateOfBirth: '1990-05-02' })).toBe(true);
  });

  it('ignores username and password', () => {
    const loaded = valuesFromProfile(manager);
    expect(hasChanges(loaded, { ...loaded, username: 'x', password: 'y' })).toBe(false);
  });
});

describe('buildCreateBody', () => {
  const valid = {
    ...emptyAccountValues,
    username: 'ql2',
    password: '123456',
    email: 'ql2@example.com',
    phoneNumber: '0912345678',
    fullName: 'Lê Văn B',
    dateOfBirth: '1985-01-01',
    address: 'Đà Nẵng',
  };

  it('uses the manager form messages', () => {
    const result = buildCreateBody('Manager', { ...valid, username: 'ab', email: 'x@y', phoneNumber: '123' });
    expect(result).toEqual({
      errors: {
        username: 'Tên đăng nhập phải có ít nhất 3 ký tự',
        email: 'Email không hợp lệ',
        phoneNumber: 'Số điện thoại phải có 10 chữ số',
      },
    });
    expect(buildCreateBody('Manager', { ...valid, address: '' })).toEqual({
      errors: { address: 'Địa chỉ không được để trống' },
    });
  });

  it('uses the doctor messages and requires the bio', () => {
    const result = buildCreateBody('Doctor', { ...valid, password: '', phoneNumber: '12' });
    expect(result).toEqual({
      errors: {
        password: 'Vui lòng nhập mật khẩu',
        phoneNumber: 'Số điện thoại không hợp lệ',
        bio: 'Vui lòng nhập chuyên môn',
      },
    });
  });

  it('defaults the gender to Male and sends the bio only for doctors', () => {
    const staff = buildCreateBody('Staff', valid);
    expect(staff).toEqual({ body: expect.objectContaining({ gender: 'Male', username: 'ql2' }) });
    expect('body' in staff && 'bio' in staff.body).toBe(false);
    const doc = buildCreateBody('Doctor', { ...valid, bio: ' Tim mạch ' });
    expect('body' in doc && doc.body).toMatchObject({ bio: 'Tim mạch' });
  });
});

describe('buildUpdateBody', () => {
  it('drops an unchanged e-mail and keeps the loaded isActive', () => {
    const result = buildUpdateBody('Manager', manager, valuesFromProfile(manager));
    expect(result).toEqual({
      body: {
        userId: 7,
        phoneNumber: '0901234567',
        fullName: 'Trần Thị Quản Lý',
        dateOfBirth: '1990-05-01',
        gender: 'Female',
        address: 'Hà Nội',
        isActive: true,
      },
    });
  });

  it('sends a doctor deactivation as the full body with isActive false', () => {
    const result = buildUpdateBody('Doctor', doctor, valuesFromProfile(doctor), false);
    expect(result).toEqual({
      body: expect.objectContaining({ userId: 9, doctorId: 3, bio: 'Nhiễm trùng', isActive: false }),
    });
  });

  it('shows the update rules without a password', () => {
    const values = { ...valuesFromProfile(manager), fullName: ' ', email: 'bad' };
    expect(buildUpdateBody('Staff', manager, values)).toEqual({
      errors: { fullName: 'Họ và tên không được để trống', email: 'Email không hợp lệ' },
    });
  });
});

describe('server texts', () => {
  it('translates the server English texts', () => {
    expect(translateServerText('Email already exists')).toBe('Email này đã được sử dụng bởi tài khoản khác');
    expect(translateServerText('Invalid email format')).toBe('Định dạng email không hợp lệ');
    expect(translateServerText('Username already exists')).toMatch(/^Tên đăng nhập/);
    expect(translateServerText('Cập nhật thông tin thành công')).toBe('Cập nhật thông tin thành công');
  });

  it('maps a 409 to the field and a network failure to the connection text', () => {
    const conflict = new ApiError(409, 'x', {
      serverMessage: 'Email already exists',
      fieldErrors: { email: ['Email already exists'] },
    });
    expect(interpretSaveError(conflict, 'fallback')).toEqual({
      message: 'Email này đã được sử dụng bởi tài khoản khác',
      fieldErrors: { email: 'Email này đã được sử dụng bởi tài khoản khác' },
    });
    expect(interpretSaveError(new ApiError(0, 'offline'), 'fallback').message).toBe(
      'Đã xảy ra lỗi khi kết nối đến server',
    );
    expect(interpretSaveError(new ApiError(0, 'x', { timedOut: true }), 'fallback').message).toBe(
      appMessages.serverSlow,
    );
    expect(interpretSaveError(new ApiError(500, 'HTTP 500'), 'Đã xảy ra lỗi khi thêm bác sĩ').message).toBe(
      'Đã xảy ra lỗi khi thêm bác sĩ',
    );
  });
});
