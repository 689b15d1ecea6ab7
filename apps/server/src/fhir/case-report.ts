import type { CaseReportQuery } from '@clinic/contract';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { recordAuditEvents } from '../audit/events.js';
import { byPatient } from '../clinic/patient-facts.js';
import type { Db } from '../db/client.js';
import {
  appointments,
  patients,
  testResults,
  testTypes,
  tracingOutcomes,
  treatments,
  users,
} from '../db/schema.js';
import type { AuthUser } from '../plugins/auth.js';
import { patientColumns, selectResults, selectTreatments, toResultRecord } from './records.js';
import { carePlanResource, conditionResource, observationResource, patientResource } from './resources.js';

/**
 * The national case report of [from, to]: a FHIR collection Bundle of every patient whose case record changed in
 * those days (ART start or transfer in, a viral load or CD4, a regimen started, a final outcome), each with those
 * changes. Identity is reported as it stands, a closed account's as its closure left it. What hangs from an
 * anonymous appointment is left out, as the patient asked. Each patient reported is one export event of the
 * access log, which the patient sees as a report to the health authorities.
 */
export async function caseReport(
  db: Db,
  admin: AuthUser,
  q: CaseReportQuery,
  timeZone: string,
  clientAddress: string | null,
  now: Date,
): Promise<Bundle> {
  const inRange = (column: Parameters<typeof between>[0]) => between(column, q.from, q.to);
  const visible = eq(appointments.isAnonymous, false);

  const { query: resultsQuery, day } = selectResults(db, timeZone);
  const [results, plans, outcomes, starts] = await Promise.all([
    resultsQuery
      .where(
        and(
          inArray(testTypes.kind, ['viralLoad', 'cd4']),
          visible,
          sql`${day} between ${q.from} and ${q.to}`,
        ),
      )
      .orderBy(asc(testResults.testResultId)),
    selectTreatments(db)
      .where(and(inRange(treatments.startDate), visible))
      .orderBy(asc(treatments.treatmentId)),
    db
      .select({
        patientId: tracingOutcomes.patientId,
        date: tracingOutcomes.date,
        outcome: tracingOutcomes.outcome,
      })
      .from(tracingOutcomes)
      .where(
        and(
          inRange(tracingOutcomes.date),
          inArray(tracingOutcomes.outcome, ['died', 'transferredOut', 'refused']),
        ),
      )
      .orderBy(asc(tracingOutcomes.date)),
    db
      .select({ patientId: patients.patientId })
      .from(patients)
      .where(
        sql`${patients.artStartDate} between ${q.from} and ${q.to} or ${patients.transferInDate} between ${q.from} and ${q.to}`,
      ),
  ]);

  const ids = [...new Set([...results, ...plans, ...outcomes, ...starts].map((r) => r.patientId))].sort(
    (a, b) => a - b,
  );
  const timestamp = now.toISOString();
  if (ids.length === 0) return { resourceType: 'Bundle', type: 'collection', timestamp, entry: [] };

  const people = await db
    .select(patientColumns)
    .from(patients)
    .innerJoin(users, eq(users.userId, patients.userId))
    .where(inArray(patients.patientId, ids));

  // Grouped once by patient: a quarter of a large clinic reports tens of thousands of rows.
  const [resultsOf, plansOf, outcomesOf] = [byPatient(results), byPatient(plans), byPatient(outcomes)];
  const resources: Resource[] = [];
  for (const p of people) {
    const outcomesOfPatient = outcomesOf.get(p.patientId) ?? [];
    const died = outcomesOfPatient.find((o) => o.outcome === 'died');
    resources.push(
      { ...patientResource(p), ...(died && { deceasedDateTime: died.date }) },
      conditionResource(p.patientId, p.artStartDate ?? null),
    );
    for (const r of resultsOf.get(p.patientId) ?? []) resources.push(observationResource(toResultRecord(r)));
    const ended = outcomesOfPatient.find((o) => o.outcome !== 'died');
    for (const t of plansOf.get(p.patientId) ?? []) {
      const plan = carePlanResource({ ...t, active: !ended && t.endDate >= q.to });
      resources.push(
        ended
          ? {
              ...plan,
              status: 'revoked',
              period: { start: t.startDate, end: ended.date },
              note: [{ text: ended.outcome }],
            }
          : plan,
      );
    }
  }

  await recordAuditEvents(
    db,
    ids.map((patientId) => ({
      actorUserId: admin.userId,
      actorRole: admin.role,
      patientId,
      action: 'export' as const,
      category: 'caseReport' as const,
      recordId: null,
      outcome: 'allowed' as const,
      clientAddress,
      requestId: null,
    })),
  );
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp,
    entry: resources.map((resource) => ({
      fullUrl: `urn:uuid:${resource.resourceType}-${resource.id}`,
      resource,
    })),
  };
}
