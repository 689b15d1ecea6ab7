import {
  csvRecord,
  type LabImportCounts,
  type LabImportFormat,
  type LabImportOutcome,
  type LabImportReport,
  type LabImportSummary,
  labMessages,
} from '@clinic/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { labConnections, labImportRows, labImports, users } from '../db/schema.js';
import { notFound } from '../lib/http-error.js';
import type { AuthUser } from '../plugins/auth.js';

/** The imports shown in a list at most, newest first. */
const IMPORTS_LISTED = 200;

/** GET /Lab/Imports: an admin sees every import, a doctor their own; counts only. */
export async function listImports(db: Db, user: AuthUser): Promise<LabImportSummary[]> {
  const rows = await db
    .select({
      importId: labImports.importId,
      format: labImports.format,
      createdAt: labImports.createdAt,
      source: sql<string>`coalesce(${users.fullName}, ${labConnections.name}, '')`,
      counts: labImports.counts,
    })
    .from(labImports)
    .leftJoin(users, eq(users.userId, labImports.importedBy))
    .leftJoin(labConnections, eq(labConnections.connectionId, labImports.connectionId))
    .where(user.role === 'Admin' ? undefined : eq(labImports.importedBy, user.userId))
    .orderBy(desc(labImports.importId))
    .limit(IMPORTS_LISTED);
  return rows.map((r) => ({
    ...r,
    format: r.format as LabImportFormat,
    createdAt: r.createdAt.toISOString(),
    counts: r.counts as LabImportCounts,
  }));
}

/** GET /Lab/Imports/:id: the report of one of the doctor's imports, row by row. */
export async function importReportOf(db: Db, user: AuthUser, importId: number): Promise<LabImportReport> {
  const [found] = await db
    .select({ counts: labImports.counts })
    .from(labImports)
    .where(and(eq(labImports.importId, importId), eq(labImports.importedBy, user.userId)));
  if (!found) throw notFound(labMessages.importNotFound);
  const rows = await db
    .select({
      line: labImportRows.line,
      outcome: labImportRows.outcome,
      reason: labImportRows.reason,
      specimenCode: labImportRows.specimenCode,
      appointmentId: labImportRows.appointmentId,
    })
    .from(labImportRows)
    .where(eq(labImportRows.importId, importId))
    .orderBy(asc(labImportRows.line), asc(labImportRows.rowId));
  return {
    importId,
    counts: found.counts as LabImportCounts,
    rows: rows.map((r) => ({ ...r, outcome: r.outcome as LabImportOutcome })),
  };
}

/** The report as a CSV (Vietnamese headers, the outcome in words). */
export function importReportCsv(report: LabImportReport): string {
  return (
    csvRecord(['dong', 'ket_qua_nhap', 'ly_do', 'ma_mau', 'ma_lich_hen']) +
    report.rows
      .map((r) =>
        csvRecord([r.line, labMessages.outcomeVi[r.outcome], r.reason, r.specimenCode, r.appointmentId]),
      )
      .join('')
  );
}
