import {
  clinicNow,
  labEndpoints as endpoints,
  LAB_IMPORT_MAX_BYTES,
  LAB_IMPORT_TYPES,
  type LabImportFormat,
  labMessages,
} from '@clinic/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { setAuditSubject } from '../../../audit/request-audit.js';
import { createLabConnection, listLabConnections, revokeLabConnection } from '../../../lab/connections.js';
import { setArtNumber, setPatientIdentifiers } from '../../../lab/identifiers.js';
import { type Importer, importLabRows } from '../../../lab/import/pipeline.js';
import { readLabFile } from '../../../lab/import/read-file.js';
import { importReportCsv, importReportOf, listImports } from '../../../lab/imports.js';
import { manifestCsv, manifestOf } from '../../../lab/manifest.js';
import { matchHeldRow, rejectHeldRow, reviewQueue } from '../../../lab/review.js';
import { collectSpecimen, labTestsOf } from '../../../lab/specimens.js';
import { HttpError } from '../../../lib/http-error.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { file, route } from '../../register.js';

const FORMAT_OF = new Map(
  (Object.entries(LAB_IMPORT_TYPES) as [LabImportFormat, string][]).map(([format, type]) => [type, format]),
);

const routes: FastifyPluginAsync = async (app) => {
  const { clinicTz: timeZone, artNumberPattern } = app.ctx.config;
  /** A moment as the clinic's clock reads it: yyyy-MM-dd HH:mm. */
  const localTime = (iso: string) => {
    const at = clinicNow(timeZone, new Date(iso));
    return `${at.date} ${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`;
  };

  // The files of POST /Lab/Import arrive as they are; a little over the limit is read so that the answer can say
  // the limit in words (a far larger one gets the common 413).
  app.addContentTypeParser(
    [...FORMAT_OF.keys()],
    { parseAs: 'buffer', bodyLimit: LAB_IMPORT_MAX_BYTES * 2 },
    (_request, body, done) => done(null, body),
  );
  const importerOf = (request: FastifyRequest, user: AuthUser): Importer =>
    request.labConnection
      ? { kind: 'connection', connectionId: request.labConnection.connectionId, clientAddress: request.ip }
      : { kind: 'doctor', user, clientAddress: request.ip };

  route(app, endpoints.importResults, async (request, { db, user, now }) => {
    const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const format = FORMAT_OF.get(contentType);
    if (!format) throw new HttpError(415, labMessages.fileTypeUnknown);
    const content = request.body as Buffer;
    if (content.length > LAB_IMPORT_MAX_BYTES) throw new HttpError(413, labMessages.fileTooLarge);
    const rows = await readLabFile(format, content, timeZone);
    return importLabRows(
      db,
      importerOf(request, user),
      rows,
      { format, content, timeZone },
      {
        settings: app.ctx.config,
        now: now(),
      },
    );
  });

  route(app, endpoints.imports, async (_request, { db, user }) => ({ items: await listImports(db, user) }));

  route(app, endpoints.importReport, async (request, { db, user }) => {
    const report = await importReportOf(db, user, request.params.id);
    if (request.query.format !== 'csv') return report;
    return file(importReportCsv(report), {
      contentType: 'text/csv; charset=utf-8',
      filename: `import-${report.importId}.csv`,
    });
  });

  route(app, endpoints.connections, async (_request, { db }) => ({ items: await listLabConnections(db) }));
  route(app, endpoints.createConnection, (request, { db, user }) =>
    createLabConnection(db, request.body.name, user.userId),
  );
  route(app, endpoints.revokeConnection, (request, { db, now }) =>
    revokeLabConnection(db, request.params.id, now()),
  );

  route(app, endpoints.review, async (_request, { db, user }) => ({ items: await reviewQueue(db, user) }));
  route(app, endpoints.matchReview, async (request, { db, user, now }) => {
    const matched = await matchHeldRow(db, user, request.params.reviewId, request.body.appointmentId, {
      settings: app.ctx.config,
      now: now(),
    });
    setAuditSubject(request, { patientId: matched.patientId, recordId: matched.testResultId });
    return matched.row;
  });
  route(app, endpoints.rejectReview, async (request, { db, user, now }) => {
    const rejected = await rejectHeldRow(db, user, request.params.reviewId, request.body.reason, now());
    setAuditSubject(request, { patientId: rejected.patientId, recordId: null });
    return rejected.row;
  });

  route(app, endpoints.setArtNumber, (request, { db, user }) =>
    setArtNumber(db, user, request.body, artNumberPattern),
  );
  route(app, endpoints.setIdentifiers, (request, { db, user }) =>
    setPatientIdentifiers(db, user, request.body),
  );

  route(app, endpoints.createSpecimen, async (request, { db, user, now }) => {
    const { specimen, patientId } = await collectSpecimen(db, user, request.body, { now: now(), timeZone });
    setAuditSubject(request, { patientId, recordId: specimen.appointmentId });
    return specimen;
  });

  route(app, endpoints.labTests, async (request, { db, user }) => ({
    items: await labTestsOf(db, user, request.query),
  }));

  route(app, endpoints.manifest, async (request, { db, user, today }) => {
    const items = await manifestOf(db, user, request.query, timeZone);
    if (request.query.format !== 'csv') return { items };
    return file(manifestCsv(items, localTime), {
      contentType: 'text/csv; charset=utf-8',
      filename: `manifest-${today}.csv`,
    });
  });
};
export default routes;
