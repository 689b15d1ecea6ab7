import {
  type AppointmentStatus,
  canRecordResult,
  clinicNow,
  LAB_IMPORT_OUTCOMES,
  type LabImportCounts,
  type LabImportFormat,
  type LabImportOutcome,
  type LabImportReport,
  type LabImportRow,
  labMessages,
  labTestKind,
  readLabValue,
  type TestTypeKind,
} from '@clinic/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { recordAuditEvents } from '../../audit/events.js';
import { type Notify, queueResultNotices } from '../../clinic/result-notice.js';
import type { Db, Tx } from '../../db/client.js';
import {
  appointments,
  labImportRows,
  labImports,
  patients,
  specimens,
  testResults,
  testTypes,
} from '../../db/schema.js';
import { sha256Hex } from '../../lib/digest.js';
import type { AuthUser } from '../../plugins/auth.js';
import { isInvalidRow, type LabRow, type ParsedRow } from './rows.js';

/**
 * Who sends the file: a doctor, for their own patients; a laboratory's connection or the MLLP listener (whose
 * callers are the laboratory's allowed addresses), for the whole clinic.
 */
export type Importer =
  | { kind: 'doctor'; user: AuthUser; clientAddress: string | null }
  | { kind: 'connection'; connectionId: number; clientAddress: string | null }
  | { kind: 'listener'; clientAddress: string | null };

/** A lab-test appointment a row may belong to, with its test type, specimen and result. */
interface Candidate {
  appointmentId: number;
  patientId: number;
  doctorId: number;
  status: AppointmentStatus;
  appointmentDate: string;
  testTypeId: number;
  kind: TestTypeKind;
  unit: string;
  testTypeName: string;
  specimenCode: string | null;
  collectedAt: Date | null;
  result: { resultValue: string; numericValue: number | null; belowDetection: boolean } | null;
}

const candidateColumns = {
  appointmentId: appointments.appointmentId,
  patientId: appointments.patientId,
  doctorId: appointments.doctorId,
  status: appointments.status,
  appointmentDate: appointments.appointmentDate,
  testTypeId: testTypes.testTypeId,
  kind: testTypes.kind,
  unit: testTypes.unit,
  testTypeName: testTypes.testTypeName,
  specimenCode: specimens.specimenCode,
  collectedAt: specimens.collectedAt,
  resultValue: testResults.resultValue,
  numericValue: testResults.numericValue,
  belowDetection: testResults.belowDetection,
};

function candidatesQuery(tx: Tx) {
  return tx
    .select(candidateColumns)
    .from(appointments)
    .innerJoin(testTypes, eq(testTypes.testTypeId, appointments.testTypeId))
    .leftJoin(specimens, eq(specimens.appointmentId, appointments.appointmentId))
    .leftJoin(testResults, eq(testResults.appointmentId, appointments.appointmentId));
}

type CandidateRow = Awaited<ReturnType<ReturnType<typeof candidatesQuery>['where']>>[number];
const toCandidate = (r: CandidateRow): Candidate => ({
  ...r,
  result:
    r.resultValue === null
      ? null
      : {
          resultValue: r.resultValue,
          numericValue: r.numericValue,
          belowDetection: r.belowDetection ?? false,
        },
});

/** What a row came to, and what is kept of it. */
interface Decision {
  outcome: LabImportOutcome;
  reason: string | null;
  candidate: Candidate | null;
  patientId: number | null;
  /** held for a doctor's review */
  held: boolean;
  /** the result to write, for an imported row */
  write?: { resultValue: string; numericValue: number | null; belowDetection: boolean };
}

const upper = (s: string) => s.trim().toUpperCase();

/**
 * Every row of a file through one pipeline, in one transaction: matched by specimen code, else by ART number,
 * collection day and test kind; then imported as the appointment's result exactly as a typed one, or reported as a
 * duplicate (the same value again: nothing written), a conflict (another value: held, never overwritten), unmatched
 * (held), not the importing doctor's (its value not kept) or invalid (with its reason). A held row already waiting
 * with the same content is not queued twice, so importing a file again changes nothing.
 */
export async function importLabRows(
  db: Db,
  importer: Importer,
  parsed: readonly ParsedRow[],
  file: { format: LabImportFormat; content: Buffer; timeZone: string },
  notify: Notify,
): Promise<LabImportReport> {
  return db.transaction(async (tx) => {
    const rows = parsed.filter((r): r is LabRow => !isInvalidRow(r));
    const codes = [...new Set(rows.flatMap((r) => (r.specimenCode ? [upper(r.specimenCode)] : [])))];
    const arts = [...new Set(rows.flatMap((r) => (r.artNumber ? [upper(r.artNumber)] : [])))];
    const byCode = new Map<string, Candidate>();
    if (codes.length > 0) {
      const found = await candidatesQuery(tx).where(inArray(sql`upper(${specimens.specimenCode})`, codes));
      for (const r of found) byCode.set(upper(r.specimenCode as string), toCandidate(r));
    }
    const patientByArt = new Map<string, number>();
    const byPatient = new Map<number, Candidate[]>();
    if (arts.length > 0) {
      const people = await tx
        .select({ patientId: patients.patientId, artNumber: patients.artNumber })
        .from(patients)
        .where(inArray(sql`upper(${patients.artNumber})`, arts));
      for (const p of people) patientByArt.set(upper(p.artNumber as string), p.patientId);
      const ids = people.map((p) => p.patientId);
      if (ids.length > 0) {
        const found = await candidatesQuery(tx).where(
          and(inArray(appointments.patientId, ids), ne(appointments.status, 'Cancelled')),
        );
        for (const r of found) {
          const list = byPatient.get(r.patientId) ?? [];
          list.push(toCandidate(r));
          byPatient.set(r.patientId, list);
        }
      }
    }

    const collectedDay = (c: Candidate) =>
      c.collectedAt ? clinicNow(file.timeZone, c.collectedAt).date : c.appointmentDate;
    const findByArt = (row: LabRow, kind: TestTypeKind | null) => {
      const patientId = row.artNumber ? patientByArt.get(upper(row.artNumber)) : undefined;
      if (patientId === undefined) return { patientId: null, candidate: null };
      const matches = (byPatient.get(patientId) ?? []).filter(
        (c) => collectedDay(c) === row.collectionDate && (kind === null || c.kind === kind),
      );
      // Two appointments of one test on one day cannot be told apart: a person decides.
      return { patientId, candidate: matches.length === 1 ? (matches[0] as Candidate) : null };
    };

    const decide = (row: LabRow): Decision => {
      const none = { candidate: null, patientId: null, held: false };
      if (!row.specimenCode && !(row.artNumber && row.collectionDate)) {
        return { outcome: 'invalid', reason: labMessages.identityMissing, ...none };
      }
      const named = labTestKind(row.test);
      const byCodeHit = row.specimenCode ? byCode.get(upper(row.specimenCode)) : undefined;
      const { candidate, patientId } = byCodeHit
        ? { candidate: byCodeHit, patientId: byCodeHit.patientId }
        : findByArt(row, named);
      const kind =
        named ?? (candidate && upper(row.test) === upper(candidate.testTypeName) ? candidate.kind : null);
      if (kind === null) return { outcome: 'invalid', reason: labMessages.testUnknown(row.test), ...none };
      if (!candidate)
        return { outcome: 'unmatched', reason: labMessages.noMatch, candidate: null, patientId, held: true };
      if (importer.kind === 'doctor' && candidate.doctorId !== importer.user.doctorId) {
        return { outcome: 'notYours', reason: labMessages.notYours, ...none };
      }
      if (candidate.kind !== kind) {
        return { outcome: 'invalid', reason: labMessages.testMismatch(row.test), ...none };
      }
      const reading = readLabValue(candidate.kind, candidate.unit, row.value, row.unit);
      if (reading.outcome === 'invalid') return { outcome: 'invalid', reason: reading.reason, ...none };
      if (reading.outcome === 'ambiguous') {
        return {
          outcome: 'invalid',
          reason: reading.reason,
          candidate,
          patientId: candidate.patientId,
          held: true,
        };
      }
      const value = {
        resultValue: reading.resultValue,
        numericValue: reading.numericValue,
        belowDetection: reading.belowDetection,
      };
      if (candidate.result) {
        const same =
          candidate.result.belowDetection === value.belowDetection &&
          (value.numericValue !== null
            ? candidate.result.numericValue === value.numericValue
            : upper(candidate.result.resultValue) === upper(value.resultValue));
        return same
          ? {
              outcome: 'duplicate',
              reason: labMessages.duplicate,
              candidate,
              patientId: candidate.patientId,
              held: false,
            }
          : {
              outcome: 'conflict',
              reason: labMessages.conflict,
              candidate,
              patientId: candidate.patientId,
              held: true,
            };
      }
      if (!canRecordResult(candidate.status)) {
        return {
          outcome: 'unmatched',
          reason: labMessages.noMatch,
          candidate: null,
          patientId: candidate.patientId,
          held: true,
        };
      }
      // A later row of the same file for this appointment finds this result.
      candidate.result = value;
      return {
        outcome: 'imported',
        reason: null,
        candidate,
        patientId: candidate.patientId,
        held: false,
        write: value,
      };
    };

    const counts = Object.fromEntries(LAB_IMPORT_OUTCOMES.map((o) => [o, 0])) as LabImportCounts;
    const [created] = await tx
      .insert(labImports)
      .values({
        format: file.format,
        fileHash: sha256Hex(file.content),
        importedBy: importer.kind === 'doctor' ? importer.user.userId : null,
        connectionId: importer.kind === 'connection' ? importer.connectionId : null,
        counts,
      })
      .returning({ importId: labImports.importId });
    const importId = created?.importId as number;

    const report: LabImportRow[] = [];
    const kept: (typeof labImportRows.$inferInsert)[] = [];
    const toWrite: (typeof testResults.$inferInsert)[] = [];
    const refused: number[] = [];
    for (const row of [...parsed].sort((a, b) => a.line - b.line)) {
      if (isInvalidRow(row)) {
        counts.invalid += 1;
        report.push({
          line: row.line,
          outcome: 'invalid',
          reason: row.invalid,
          specimenCode: null,
          appointmentId: null,
        });
        kept.push({ importId, line: row.line, outcome: 'invalid', reason: row.invalid });
        continue;
      }
      const d = decide(row);
      counts[d.outcome] += 1;
      const appointmentId = d.outcome === 'notYours' ? null : (d.candidate?.appointmentId ?? null);
      report.push({
        line: row.line,
        outcome: d.outcome,
        reason: d.reason,
        specimenCode: row.specimenCode,
        appointmentId,
      });
      if (d.write && d.candidate) {
        const c = d.candidate;
        toWrite.push({
          appointmentId: c.appointmentId,
          patientId: c.patientId,
          doctorId: c.doctorId,
          testTypeId: c.testTypeId,
          ...d.write,
          notes: null,
        });
      }
      if (d.outcome === 'notYours' && importer.kind === 'doctor') {
        const owner = row.specimenCode ? byCode.get(upper(row.specimenCode)) : undefined;
        if (owner) refused.push(owner.patientId);
      }
      const content = {
        specimenCode: row.specimenCode,
        artNumber: row.artNumber,
        collectedDate: row.collectionDate,
        testText: row.test.slice(0, 100),
        testKind: labTestKind(row.test),
        // The value of a row that is not the importing doctor's is not kept.
        valueText: d.outcome === 'notYours' ? null : row.value.slice(0, 200),
        unit: row.unit.slice(0, 30),
      };
      const alreadyHeld =
        d.held &&
        (
          await tx
            .select({ id: labImportRows.rowId })
            .from(labImportRows)
            .where(
              and(
                eq(labImportRows.reviewStatus, 'open'),
                eq(labImportRows.outcome, d.outcome),
                sql`${labImportRows.specimenCode} is not distinct from ${content.specimenCode}`,
                sql`${labImportRows.artNumber} is not distinct from ${content.artNumber}`,
                sql`${labImportRows.collectedDate} is not distinct from ${content.collectedDate}::date`,
                eq(labImportRows.testText, content.testText),
                sql`${labImportRows.valueText} is not distinct from ${content.valueText}`,
              ),
            )
            .limit(1)
        ).length > 0;
      kept.push({
        importId,
        line: row.line,
        outcome: d.outcome,
        reason: d.reason,
        ...content,
        appointmentId,
        patientId: d.outcome === 'notYours' ? null : d.patientId,
        reviewStatus: d.held && !alreadyHeld ? 'open' : null,
      });
    }
    for (let i = 0; i < kept.length; i += 1000)
      await tx.insert(labImportRows).values(kept.slice(i, i + 1000));
    const written: { testResultId: number; patientId: number }[] = [];
    for (let i = 0; i < toWrite.length; i += 500) {
      const batch = toWrite.slice(i, i + 500);
      written.push(
        ...(await tx
          .insert(testResults)
          .values(batch)
          .returning({ testResultId: testResults.testResultId, patientId: testResults.patientId })),
      );
    }
    await tx.update(labImports).set({ counts }).where(eq(labImports.importId, importId));
    await queueResultNotices(
      tx,
      written.map((w) => w.testResultId),
      notify,
    );

    // A laboratory is no account: its events name none, and carry the address it sent from.
    const actor =
      importer.kind === 'doctor'
        ? { actorUserId: importer.user.userId, actorRole: importer.user.role }
        : { actorUserId: null, actorRole: null };
    await recordAuditEvents(tx, [
      ...written.map((w) => ({
        ...actor,
        patientId: w.patientId,
        action: 'create' as const,
        category: 'result' as const,
        recordId: w.testResultId,
        outcome: 'allowed' as const,
        clientAddress: importer.clientAddress,
        requestId: null,
      })),
      ...refused.map((patientId) => ({
        ...actor,
        patientId,
        action: 'create' as const,
        category: 'result' as const,
        recordId: null,
        outcome: 'refused' as const,
        clientAddress: importer.clientAddress,
        requestId: null,
      })),
    ]);
    return { importId, counts, rows: report };
  });
}
