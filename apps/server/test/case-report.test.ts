import type { Bundle, Patient, Resource } from '@medplum/fhirtypes';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeClosure } from '../src/accounts/closure.js';
import { auditEvents, patients } from '../src/db/schema.js';
import { expectFieldError, expectOnlyRoles } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';
import { expectValidResource } from './helpers/fhir-guide.js';
import { dispense, outcome, useRetentionClinic, visit } from './helpers/retention.js';

/**
 * The national case report: a FHIR collection of the case records that changed in the days asked, valid against
 * base R4 and the guide's profiles, each patient in it an export event of the access log.
 */

const {
  t,
  users,
  kit,
  doctor,
  p: cohort,
} = useRetentionClinic({ started: {}, died: {}, closed: {}, quiet: {}, anonymous: {} });

beforeAll(async () => {
  await dispense(kit, cohort.started, doctor, '2026-04-10', 90, { viralLoad: '12500' });
  await visit(kit, cohort.died, doctor, '2026-01-05', { viralLoad: '< 50' });
  await outcome(kit, cohort.died, '2026-05-02', 'died');
  await visit(kit, cohort.closed, doctor, '2026-05-20');
  // Outside the days asked, and an anonymous appointment's result: neither is reported.
  await visit(kit, cohort.quiet, doctor, '2026-01-20', { viralLoad: '200' });
  await visit(kit, cohort.anonymous, doctor, '2026-05-21', { viralLoad: '300', isAnonymous: true });
  await t.db
    .update(patients)
    .set({ closureRequestedAt: sql`now()` })
    .where(eq(patients.patientId, cohort.closed.patientId as number));
  await completeClosure(t.db, cohort.closed.patientId as number, '2026-06-01');
});

const report = (query: string, who: CreatedUser = users.Admin) =>
  t.get(`/api/Reports/CaseReport${query}`, who.token);

describe('GET /api/Reports/CaseReport', () => {
  it('reports the records changed in the days asked, valid against base R4 and the guide', async () => {
    const res = await report('?from=2026-04-01&to=2026-06-30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/fhir+json');
    expect(res.headers['content-disposition']).toContain('bao-cao-ca-benh-2026-04-01-2026-06-30.json');
    const bundle = (typeof res.body === 'string' ? JSON.parse(res.body) : res.body) as Bundle;
    expect(bundle.type).toBe('collection');
    expectValidResource(bundle);
    const resources = (bundle.entry ?? []).map((e) => e.resource as Resource);
    for (const r of resources) expectValidResource(r);

    const reported = resources.filter((r): r is Patient => r.resourceType === 'Patient');
    expect(reported.map((p) => Number(p.id)).sort((a, b) => a - b)).toEqual(
      [cohort.started, cohort.died, cohort.closed].map((p) => p.patientId as number).sort((a, b) => a - b),
    );
    expect(reported.find((p) => Number(p.id) === cohort.died.patientId)?.deceasedDateTime).toBe('2026-05-02');
    // The closed account as its closure left it: not the name it had.
    const closed = reported.find((p) => Number(p.id) === cohort.closed.patientId);
    expect(JSON.stringify(closed)).not.toContain(cohort.closed.username.slice(2));
    const started = resources.filter((r) =>
      JSON.stringify(r).includes(`Patient/${cohort.started.patientId}`),
    );
    expect(started.map((r) => r.resourceType).sort()).toEqual(['CarePlan', 'Condition', 'Observation']);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.category, 'caseReport'), eq(auditEvents.action, 'export')));
    expect(events.map((e) => e.patientId).sort()).toEqual(reported.map((p) => Number(p.id)).sort());
    expect(events.every((e) => e.actorUserId === users.Admin.userId)).toBe(true);
  });

  it('is for admins only, with a valid range', async () => {
    const url = '/api/Reports/CaseReport?from=2026-04-01&to=2026-04-30';
    await expectOnlyRoles(t, users, { method: 'GET', url }, ['Admin'], 200);
    expectFieldError(
      await report('?from=2026-05-01&to=2026-04-30'),
      'to',
      'Ngày kết thúc phải từ ngày bắt đầu trở đi',
    );
    expectFieldError(await report('?from=2025-01-01&to=2026-04-30'), 'to', 'Mỗi báo cáo tối đa 366 ngày');
    expectFieldError(await report('?to=2026-04-30'), 'from', 'Vui lòng chọn ngày bắt đầu');
  });
});
