import type { Bundle, Resource } from '@medplum/fhirtypes';
import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, patients, testResults } from '../src/db/schema.js';
import { IDENTIFIER_SYSTEMS, PROFILES } from '../src/fhir/profiles.js';
import {
  appointmentOf,
  insertResult,
  insertTestType,
  treatmentOf,
  useAppWithCast,
} from './helpers/clinical.js';
import type { CreatedUser } from './helpers/factories.js';
import { expectValidResource } from './helpers/fhir-guide.js';

/**
 * The FHIR R4 interface: every resource it answers validates against base R4 and against its profile of the
 * Vietnam HIV case-reporting guide (the guide's own StructureDefinitions, delivered beside the
 * repository: test/helpers/fhir-guide.ts), and it keeps the REST API's rules: whose record, no anonymous
 * appointment's result for a doctor, refusals as OperationOutcomes, every read in the access log.
 */
const expectValid = expectValidResource;

const { t, cast } = useAppWithCast();
let vl: number;
let cd4: number;
let anonymousResult: number;

beforeAll(async () => {
  vl = (await insertTestType(t.db, { testTypeName: 'Tải lượng HIV', kind: 'viralLoad', unit: 'copies/mL' }))
    .testTypeId;
  cd4 = (await insertTestType(t.db, { testTypeName: 'CD4', kind: 'cd4', unit: 'cells/mm³' })).testTypeId;
  await t.db
    .update(patients)
    .set({
      artNumber: 'FHIR-001',
      nationalId: '001088012345',
      insuranceNumber: 'HS4010120878811',
      artStartDate: '2025-01-10',
    })
    .where(eq(patients.patientId, cast.patient.patientId as number));
  for (const [testTypeId, value, numericValue] of [
    [vl, '12500', 12500],
    [cd4, '350', 350],
  ] as const) {
    const result = await insertResult(
      t.db,
      await appointmentOf(t.db, cast.patient, cast.doctor, { testTypeId }),
      value,
    );
    await t.db
      .update(testResults)
      .set({ numericValue })
      .where(eq(testResults.testResultId, result.testResultId));
  }
  // A result of an anonymous appointment: the patient's own, never a doctor's to read.
  const anonymous = await appointmentOf(t.db, cast.patient, cast.doctor, {
    testTypeId: vl,
    isAnonymous: true,
  });
  anonymousResult = (await insertResult(t.db, anonymous, '40')).testResultId;
  await treatmentOf(t.db, cast.patient, cast.doctor);
});

const get = (url: string, who?: CreatedUser) => t.get(url, who?.token);
const entries = (bundle: Bundle) => (bundle.entry ?? []).map((e) => e.resource as Resource);

describe('the FHIR interface', () => {
  it('says what it supports, as a valid CapabilityStatement', async () => {
    const res = await get('/fhir/metadata');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/fhir+json');
    expectValid(res.body);
    const types = res.body.rest[0].resource.map((r: { type: string }) => r.type);
    expect(types).toEqual(['Patient', 'Observation', 'CarePlan', 'Appointment']);
  });

  it('answers the patient as the guide’s hiv-patient, to themself and to their doctor', async () => {
    const id = cast.patient.patientId;
    for (const who of [cast.patient, cast.doctor]) {
      const res = await get(`/fhir/Patient/${id}`, who);
      expect(res.statusCode).toBe(200);
      expectValid(res.body);
      expect(res.body.identifier).toEqual([
        { system: IDENTIFIER_SYSTEMS.artNumber, value: 'FHIR-001' },
        { system: IDENTIFIER_SYSTEMS.nationalId, value: '001088012345' },
        { system: IDENTIFIER_SYSTEMS.insuranceNumber, value: 'HS4010120878811' },
      ]);
    }
    const found = await get(`/fhir/Patient?identifier=${IDENTIFIER_SYSTEMS.artNumber}|fhir-001`, cast.doctor);
    expect(entries(found.body).map((r) => r.id)).toEqual([String(id)]);
    const none = await get(
      `/fhir/Patient?identifier=${IDENTIFIER_SYSTEMS.artNumber}|FHIR-001`,
      cast.otherDoctor,
    );
    expect(none.body.total).toBe(0);
  });

  it('refuses as the REST API does, each time with an OperationOutcome and a refused event on the patient', async () => {
    const id = cast.patient.patientId;
    const [{ max } = { max: 0 }] = await t.db
      .select({ max: sql<number>`max(${auditEvents.eventId})` })
      .from(auditEvents);
    const cases: [string, CreatedUser | undefined, number][] = [
      [`/fhir/Patient/${id}`, undefined, 401],
      [`/fhir/Patient/${id}`, cast.staffLike.Admin, 403],
      [`/fhir/Patient/${id}`, cast.otherDoctor, 404],
      [`/fhir/Patient/${id}`, cast.otherPatient, 404],
      [`/fhir/Patient/${id}/$everything`, cast.otherDoctor, 404],
      [`/fhir/Observation?patient=${id}`, cast.otherDoctor, 404],
      ['/fhir/Observation', cast.doctor, 400],
      [`/fhir/Observation?patient=${id}&_count=0`, cast.doctor, 400],
    ];
    for (const [url, who, status] of cases) {
      const res = await get(url, who);
      expect(res.statusCode, url).toBe(status);
      expect(res.body.resourceType, url).toBe('OperationOutcome');
      expectValid(res.body);
    }
    const refused = await t.db
      .select({
        actor: auditEvents.actorUserId,
        patientId: auditEvents.patientId,
        category: auditEvents.category,
      })
      .from(auditEvents)
      .where(and(gt(auditEvents.eventId, max ?? 0), eq(auditEvents.outcome, 'refused')))
      .orderBy(auditEvents.eventId);
    expect(refused).toEqual([
      { actor: null, patientId: id, category: 'profile' },
      { actor: cast.staffLike.Admin?.userId, patientId: id, category: 'profile' },
      { actor: cast.otherDoctor.userId, patientId: id, category: 'profile' },
      { actor: cast.otherPatient.userId, patientId: id, category: 'profile' },
      { actor: cast.otherDoctor.userId, patientId: id, category: 'profile' },
      { actor: cast.otherDoctor.userId, patientId: id, category: 'result' },
    ]);
  });

  it('gives the viral load and CD4 as the guide’s observations, never an anonymous appointment’s to a doctor', async () => {
    const id = cast.patient.patientId;
    const doctors = await get(`/fhir/Observation?patient=Patient/${id}`, cast.doctor);
    const observations = entries(doctors.body);
    expect(observations.map((o) => o.id)).not.toContain(String(anonymousResult));
    for (const o of observations) expectValid(o);
    const viralLoad = observations.find((o) => o.meta?.profile?.[0] === PROFILES.viralLoad);
    expect(viralLoad).toMatchObject({ valueQuantity: { value: 12500 } });
    expect(observations.some((o) => o.meta?.profile?.[0] === PROFILES.cd4)).toBe(true);
    const own = await get(`/fhir/Observation?patient=${id}&code=http://loinc.org|20447-9`, cast.patient);
    expect(entries(own.body).map((o) => o.id)).toContain(String(anonymousResult));
    expect(entries(own.body).every((o) => o.meta?.profile?.[0] === PROFILES.viralLoad)).toBe(true);
    // The guide's own codes find them too: CD4's SNOMED CT, any viral-load indication.
    const bySnomed = await get(
      `/fhir/Observation?patient=${id}&code=http://snomed.info/sct|24655002`,
      cast.doctor,
    );
    expect(entries(bySnomed.body).map((o) => o.meta?.profile?.[0])).toEqual([PROFILES.cd4]);
    const indications =
      'http://openhie.org/fhir/openhie.vn.case-reporting.hiv/CodeSystem/cs-viralload-indications';
    const byIndication = await get(`/fhir/Observation?patient=${id}&code=${indications}|1`, cast.doctor);
    expect(entries(byIndication.body).map((o) => o.meta?.profile?.[0])).toEqual([PROFILES.viralLoad]);
  });

  it('gives the regimens as the guide’s careplans and the appointments, valid', async () => {
    const id = cast.patient.patientId;
    const plans = entries((await get(`/fhir/CarePlan?patient=${id}`, cast.doctor)).body);
    expect(plans).toHaveLength(1);
    for (const p of plans) expectValid(p);
    const visits = entries((await get(`/fhir/Appointment?patient=${id}`, cast.patient)).body);
    expect(visits.length).toBeGreaterThanOrEqual(4);
    for (const v of visits) expectValid(v);
  });

  it('pages $everything with next links, and writes each read to the access log', async () => {
    const id = cast.patient.patientId;
    const [{ max } = { max: 0 }] = await t.db
      .select({ max: auditEvents.eventId })
      .from(auditEvents)
      .orderBy(auditEvents.eventId);
    const first = await get(`/fhir/Patient/${id}/$everything?_count=2`, cast.doctor);
    expect(first.statusCode).toBe(200);
    expectValid(first.body);
    const seen = entries(first.body);
    expect(seen.slice(0, 2).map((r) => r.resourceType)).toEqual(['Patient', 'Condition']);
    let next = first.body.link.find((l: { relation: string }) => l.relation === 'next')?.url as
      | string
      | undefined;
    while (next) {
      const page = await get(new URL(next).pathname + new URL(next).search, cast.doctor);
      seen.push(...entries(page.body));
      next = page.body.link.find((l: { relation: string }) => l.relation === 'next')?.url;
    }
    expect(seen).toHaveLength(first.body.total);
    expect(seen.map((r) => r.id)).not.toContain(String(anonymousResult));
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(gt(auditEvents.eventId, max ?? 0), eq(auditEvents.actorUserId, cast.doctor.userId)));
    expect(new Set(events.map((e) => e.category))).toEqual(
      new Set(['profile', 'result', 'treatment', 'appointment']),
    );
    expect(events.every((e) => e.patientId === id && e.action === 'read')).toBe(true);
  });
});
