import {
  accountListQuery,
  adminMessages,
  doctorCreateBody,
  envelopeOf,
  managerCreateBody,
  type Role,
  staffCreateBody,
  userListQuery,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createStaffAccount, type StaffCreatedRole } from '../../../accounts/staff-accounts.js';
import { listAccounts, listUsers } from '../../../admin/account-lists.js';
import { ok } from '../../../lib/reply.js';

const roleSchema = z.enum(['Admin', 'Doctor', 'Patient', 'Staff', 'Manager']);
const genderSchema = z.enum(['Male', 'Female']);

const profileItem = z.object({
  userId: z.number().int(),
  username: z.string(),
  role: roleSchema,
  fullName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  dateOfBirth: z.string(),
  gender: genderSchema,
  address: z.string(),
  avatar: z.string().nullable(),
  isActive: z.boolean(),
  isVerified: z.boolean(),
});
const doctorItem = profileItem.extend({
  doctorId: z.number().int(),
  doctorImage: z.string().nullable(),
  bio: z.string().nullable(),
});
const patientItem = profileItem.extend({
  patientId: z.number().int(),
  bloodType: z.string(),
  isPregnant: z.boolean(),
  specialNotes: z.string().nullable(),
});
const userItem = z.object({
  userId: z.number().int(),
  userRole: roleSchema,
  isVerified: z.boolean(),
  isActive: z.boolean(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  dateOfBirth: z.string(),
  gender: genderSchema,
  address: z.string(),
});

interface AccountResource {
  role: StaffCreatedRole | 'Patient';
  /** permissions.md: who lists (and, but for patients, creates) these accounts. */
  access: readonly Role[];
  item: typeof profileItem | typeof doctorItem | typeof patientItem;
  /** Administration 4: manager and staff lists show active accounts unless asked; doctor and patient lists all. */
  activeOnlyByDefault: boolean;
  searchText: string;
  create?: {
    body: typeof managerCreateBody | typeof staffCreateBody | typeof doctorCreateBody;
    message: string;
    summary: string;
  };
}

const RESOURCES: AccountResource[] = [
  {
    role: 'Manager',
    access: ['Admin'],
    item: profileItem,
    activeOnlyByDefault: true,
    searchText: 'họ tên, tên đăng nhập, email',
    create: {
      body: managerCreateBody,
      message: adminMessages.managerCreated,
      summary: 'Tạo tài khoản quản lý',
    },
  },
  {
    role: 'Staff',
    access: ['Admin'],
    item: profileItem,
    activeOnlyByDefault: true,
    searchText: 'họ tên, tên đăng nhập, email, số điện thoại',
    create: { body: staffCreateBody, message: adminMessages.staffCreated, summary: 'Thêm nhân viên' },
  },
  {
    role: 'Doctor',
    access: ['Admin', 'Manager', 'Staff'],
    item: doctorItem,
    activeOnlyByDefault: false,
    searchText: 'họ tên, tên đăng nhập, email, chuyên môn',
    create: { body: doctorCreateBody, message: adminMessages.doctorCreated, summary: 'Thêm bác sĩ' },
  },
  {
    role: 'Patient',
    access: ['Admin'],
    item: patientItem,
    activeOnlyByDefault: false,
    searchText: 'họ tên, tên đăng nhập, email, số điện thoại',
  },
];

const listDescription = (r: AccountResource) =>
  `page, pageSize (tối đa 100), search (${r.searchText}) là tùy chọn. ` +
  (r.activeOnlyByDefault
    ? 'Mặc định chỉ tài khoản đang hoạt động; includeInactive=true để xem cả tài khoản đã vô hiệu hóa.'
    : 'Mặc định mọi tài khoản; includeInactive=false để chỉ xem tài khoản đang hoạt động.');

/**
 * Account lists and staff-created accounts: GET /{Role}/GetAll, POST /{Role}/Create for managers, staff and
 * doctors, GET /Patient/GetAll and GET /User/All. Profiles by id and their updates live in routes/api/profile.
 */
const routes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const resource of RESOURCES) {
    const { role } = resource;
    app.get(
      `/${role}/GetAll`,
      {
        config: { access: resource.access },
        schema: {
          tags: [role],
          summary: `Danh sách tài khoản ${role}`,
          description: listDescription(resource),
          querystring: accountListQuery,
          response: { 200: envelopeOf(z.array(resource.item)) },
        },
      },
      async (request) => {
        const { includeInactive, ...query } = request.query;
        const { items, meta } = await listAccounts(app.ctx.db, role, {
          ...query,
          includeInactive: includeInactive ?? !resource.activeOnlyByDefault,
        });
        return ok(items, undefined, 200, meta);
      },
    );

    const create = resource.create;
    if (create && role !== 'Patient') {
      app.post(
        `/${role}/Create`,
        {
          config: { access: resource.access },
          schema: {
            tags: [role],
            summary: `${create.summary}: hoạt động và đã xác thực ngay; trùng username/email trả 409`,
            body: create.body,
            response: { 201: envelopeOf(resource.item) },
          },
        },
        async (request, reply) => {
          const profile = await createStaffAccount(app.ctx.db, role, request.body);
          return reply.status(201).send(ok(profile, create.message, 201));
        },
      );
    }
  }

  app.get(
    '/User/All',
    {
      config: { access: ['Admin'] },
      schema: {
        tags: ['User'],
        summary: 'Danh sách mọi tài khoản (kể cả chưa xác thực, đã vô hiệu hóa)',
        description:
          'page, pageSize (tối đa 100), search (họ tên, tên đăng nhập, email, số điện thoại), role và includeInactive (mặc định true) là tùy chọn.',
        querystring: userListQuery,
        response: { 200: envelopeOf(z.array(userItem)) },
      },
    },
    async (request) => {
      const { includeInactive, ...query } = request.query;
      const { items, meta } = await listUsers(app.ctx.db, {
        ...query,
        includeInactive: includeInactive ?? true,
      });
      return ok(items, undefined, 200, meta);
    },
  );
};
export default routes;
