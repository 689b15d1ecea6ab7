import { testTypeEndpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { createTestType, getTestType, listTestTypes, updateTestType } from '../../../clinic/master-data.js';
import { masterDataRoutes } from '../../master-data.js';

const routes: FastifyPluginAsync = async (app) => {
  masterDataRoutes(app, testTypeEndpoints, {
    list: listTestTypes,
    get: getTestType,
    create: createTestType,
    update: (db, { testTypeId, ...input }) => updateTestType(db, testTypeId, input),
  });
};
export default routes;
