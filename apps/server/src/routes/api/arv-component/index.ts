import { arvComponentEndpoints } from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  createComponent,
  getComponent,
  listComponents,
  updateComponent,
} from '../../../clinic/master-data.js';
import { masterDataRoutes } from '../../master-data.js';

const routes: FastifyPluginAsync = async (app) => {
  masterDataRoutes(app, arvComponentEndpoints, {
    list: listComponents,
    get: getComponent,
    create: createComponent,
    update: (db, { componentId, ...input }) => updateComponent(db, componentId, input),
  });
};
export default routes;
