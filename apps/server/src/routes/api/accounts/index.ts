import {
  type accountListQuery,
  type DoctorProfile,
  type Endpoint,
  accountEndpoints as endpoints,
  type PatientProfile,
  type Profile,
  type Role,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { createStaffAccount } from '../../../accounts/staff-accounts.js';
import { listAccounts, listUsers } from '../../../admin/account-lists.js';
import type { Db } from '../../../db/client.js';
import { page, route } from '../../register.js';

/** The data layer types a profile by the role it is given at run time; each list asks for its own kind. */
async function list<T extends Profile>(
  db: Db,
  endpoint: Endpoint,
  role: Role,
  activeOnlyByDefault: boolean,
  query: z.output<typeof accountListQuery>,
) {
  const { includeInactive, ...rest } = query;
  const { items, meta } = await listAccounts(db, endpoint, role, {
    ...rest,
    includeInactive: includeInactive ?? !activeOnlyByDefault,
  });
  return page({ items: items as T[], meta });
}

/**
 * Account lists and staff-created accounts. Profiles by id and their updates live in routes/api/profile.
 * Manager and staff lists show active accounts unless asked; doctor and patient lists show all of them.
 */
const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.managerGetAll, (request, { db }) =>
    list(db, endpoints.managerGetAll, 'Manager', true, request.query),
  );
  route(app, endpoints.managerCreate, (request, { db }) => createStaffAccount(db, 'Manager', request.body));
  route(app, endpoints.staffGetAll, (request, { db }) =>
    list(db, endpoints.staffGetAll, 'Staff', true, request.query),
  );
  route(app, endpoints.staffCreate, (request, { db }) => createStaffAccount(db, 'Staff', request.body));
  route(app, endpoints.doctorGetAll, (request, { db }) =>
    list<DoctorProfile>(db, endpoints.doctorGetAll, 'Doctor', false, request.query),
  );
  route(
    app,
    endpoints.doctorCreate,
    async (request, { db }) => (await createStaffAccount(db, 'Doctor', request.body)) as DoctorProfile,
  );
  route(app, endpoints.patientGetAll, (request, { db }) =>
    list<PatientProfile>(db, endpoints.patientGetAll, 'Patient', false, request.query),
  );

  route(app, endpoints.userAll, async (request, { db }) => {
    const { includeInactive, ...query } = request.query;
    return page(await listUsers(db, { ...query, includeInactive: includeInactive ?? true }));
  });
};
export default routes;
