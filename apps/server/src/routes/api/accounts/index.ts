import {
  type accountListQuery,
  adminMessages,
  type DoctorProfile,
  accountEndpoints as endpoints,
  type PatientProfile,
  type Profile,
  type Role,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { createStaffAccount } from '../../../accounts/staff-accounts.js';
import { listAccounts, listUsers } from '../../../admin/account-lists.js';
import { ok, okPage } from '../../../lib/reply.js';
import { route } from '../../register.js';

/**
 * Account lists and staff-created accounts. Profiles by id and their updates live in routes/api/profile.
 * Manager and staff lists show active accounts unless asked; doctor and patient lists show all of them.
 */
const routes: FastifyPluginAsync = async (app) => {
  // The data layer types a profile by the role it is given at run time; each list asks for its own kind.
  async function list<T extends Profile>(
    role: Role,
    activeOnlyByDefault: boolean,
    query: z.output<typeof accountListQuery>,
  ) {
    const { includeInactive, ...rest } = query;
    const { items, meta } = await listAccounts(app.ctx.db, role, {
      ...rest,
      includeInactive: includeInactive ?? !activeOnlyByDefault,
    });
    return okPage({ items: items as T[], meta });
  }

  route(app, endpoints.managerGetAll, (request) => list('Manager', true, request.query));
  route(app, endpoints.managerCreate, async (request) =>
    ok(await createStaffAccount(app.ctx.db, 'Manager', request.body), adminMessages.managerCreated, 201),
  );
  route(app, endpoints.staffGetAll, (request) => list('Staff', true, request.query));
  route(app, endpoints.staffCreate, async (request) =>
    ok(await createStaffAccount(app.ctx.db, 'Staff', request.body), adminMessages.staffCreated, 201),
  );
  route(app, endpoints.doctorGetAll, (request) => list<DoctorProfile>('Doctor', false, request.query));
  route(app, endpoints.doctorCreate, async (request) => {
    const doctor = (await createStaffAccount(app.ctx.db, 'Doctor', request.body)) as DoctorProfile;
    return ok(doctor, adminMessages.doctorCreated, 201);
  });
  route(app, endpoints.patientGetAll, (request) => list<PatientProfile>('Patient', false, request.query));

  route(app, endpoints.userAll, async (request) => {
    const { includeInactive, ...query } = request.query;
    return okPage(await listUsers(app.ctx.db, { ...query, includeInactive: includeInactive ?? true }));
  });
};
export default routes;
