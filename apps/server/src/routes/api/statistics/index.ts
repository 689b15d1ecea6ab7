import {
  csvRecord,
  statisticsEndpoints as endpoints,
  reportCsvFileName,
  reportCsvRecords,
} from '@clinic/contract';
import type { FastifyPluginAsync } from 'fastify';
import { appointmentsLastSixMonths, doctorCounts, systemCounts } from '../../../admin/statistics.js';
import { indicators, programmeReport } from '../../../clinic/indicators.js';
import { file, route } from '../../register.js';

const routes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.appointmentsLastSixMonths, (_request, { db, now }) =>
    appointmentsLastSixMonths(db, app.ctx.config.clinicTz, now()),
  );
  route(app, endpoints.counts, async (_request, { db, user }) =>
    user.role === 'Doctor' ? doctorCounts(db, user.doctorId ?? -1) : systemCounts(db),
  );
  route(app, endpoints.indicators, (request, { db, user }) =>
    indicators(db, user, request.query, app.ctx.config.clinicTz),
  );
  route(app, endpoints.report, async (request, { db, user }) => {
    const report = await programmeReport(db, user, request.query, app.ctx.config.clinicTz);
    if (request.query.format !== 'csv') return report;
    // The byte order mark makes spreadsheet programs read the Vietnamese headers as UTF-8.
    return file(`\uFEFF${reportCsvRecords(report).map(csvRecord).join('')}`, {
      contentType: 'text/csv; charset=utf-8',
      filename: reportCsvFileName(request.query),
    });
  });
};
export default routes;
