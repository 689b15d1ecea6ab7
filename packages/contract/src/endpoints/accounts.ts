import { z } from 'zod';
import {
  accountItem,
  accountListQuery,
  adminMessages,
  doctorCreateBody,
  managerCreateBody,
  staffCreateBody,
  userListItem,
  userListQuery,
} from '../admin.js';
import { envelopeOf } from '../envelope.js';
import { ADMIN, MANAGEMENT } from '../permissions.js';
import { doctorAccountItem, doctorProfile, patientAccountItem } from '../profile.js';
import { ADMIN_READING_IDENTITIES } from './callers.js';
import { defineEndpoint } from './define.js';

/** Manager and staff lists show active accounts unless asked; doctor and patient lists show all of them. */
const BY_NAME_LOGIN_EMAIL_PHONE = 'họ tên, tên đăng nhập, email, số điện thoại';

const listDescription = (searchText: string, activeOnlyByDefault: boolean) =>
  `page, pageSize (tối đa 100), search (${searchText}) là tùy chọn. ` +
  (activeOnlyByDefault
    ? 'Mặc định chỉ tài khoản đang hoạt động; includeInactive=true để xem cả tài khoản đã vô hiệu hóa.'
    : 'Mặc định mọi tài khoản; includeInactive=false để chỉ xem tài khoản đang hoạt động.');

const createSummary = (summary: string) =>
  `${summary}: hoạt động và đã xác thực ngay; trùng username/email trả 409`;

/**
 * Account lists and staff-created accounts. Staff and manager accounts and the patient list are the admin's;
 * doctor accounts are run by management.
 */
export const accountEndpoints = {
  managerGetAll: defineEndpoint({
    method: 'GET',
    path: '/Manager/GetAll',
    reads: ['accounts', 'patients'],
    access: ADMIN,
    summary: 'Danh sách tài khoản Manager',
    description: listDescription('họ tên, tên đăng nhập, email', true),
    tags: ['Manager'],
    query: accountListQuery,
    response: envelopeOf(z.array(accountItem)),
  }),
  managerCreate: defineEndpoint({
    method: 'POST',
    path: '/Manager/Create',
    writes: ['accounts'],
    access: ADMIN,
    summary: createSummary('Tạo tài khoản quản lý'),
    tags: ['Manager'],
    status: 201,
    message: adminMessages.managerCreated,
    body: managerCreateBody,
    response: envelopeOf(accountItem),
  }),
  staffGetAll: defineEndpoint({
    method: 'GET',
    path: '/Staff/GetAll',
    reads: ['accounts', 'patients'],
    access: ADMIN,
    summary: 'Danh sách tài khoản Staff',
    description: listDescription(BY_NAME_LOGIN_EMAIL_PHONE, true),
    tags: ['Staff'],
    query: accountListQuery,
    response: envelopeOf(z.array(accountItem)),
  }),
  staffCreate: defineEndpoint({
    method: 'POST',
    path: '/Staff/Create',
    writes: ['accounts'],
    access: ADMIN,
    summary: createSummary('Thêm nhân viên'),
    tags: ['Staff'],
    status: 201,
    message: adminMessages.staffCreated,
    body: staffCreateBody,
    response: envelopeOf(accountItem),
  }),
  doctorGetAll: defineEndpoint({
    method: 'GET',
    path: '/Doctor/GetAll',
    reads: ['accounts', 'patients'],
    access: MANAGEMENT,
    summary: 'Danh sách tài khoản Doctor',
    description: listDescription('họ tên, tên đăng nhập, email, chuyên môn', false),
    tags: ['Doctor'],
    query: accountListQuery,
    response: envelopeOf(z.array(doctorProfile)),
  }),
  doctorCreate: defineEndpoint({
    method: 'POST',
    path: '/Doctor/Create',
    writes: ['accounts'],
    access: MANAGEMENT,
    summary: createSummary('Thêm bác sĩ'),
    tags: ['Doctor'],
    status: 201,
    message: adminMessages.doctorCreated,
    body: doctorCreateBody,
    response: envelopeOf(doctorAccountItem),
  }),
  patientGetAll: defineEndpoint({
    method: 'GET',
    path: '/Patient/GetAll',
    reads: ['accounts', 'patients'],
    ...ADMIN_READING_IDENTITIES,
    summary: 'Danh sách tài khoản Patient',
    description: listDescription(BY_NAME_LOGIN_EMAIL_PHONE, false),
    tags: ['Patient'],
    query: accountListQuery,
    response: envelopeOf(z.array(patientAccountItem)),
  }),
  userAll: defineEndpoint({
    method: 'GET',
    path: '/User/All',
    reads: ['accounts', 'patients'],
    ...ADMIN_READING_IDENTITIES,
    summary: 'Danh sách mọi tài khoản (kể cả chưa xác thực, đã vô hiệu hóa)',
    description:
      'page, pageSize (tối đa 100), search (họ tên, tên đăng nhập, email, số điện thoại), role và includeInactive (mặc định true) là tùy chọn.',
    tags: ['User'],
    query: userListQuery,
    response: envelopeOf(z.array(userListItem)),
  }),
};
