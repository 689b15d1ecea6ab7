import { clinicNow, isFinalOutcome, readQualitativeResult, S15_ADVICE, weekdayOf } from '@clinic/contract';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indicatorPatients, indicators } from '../src/clinic/indicators.js';
import { clinicalSummary } from '../src/clinic/monitoring.js';
import { checkRegimenFor } from '../src/clinic/prescribing.js';
import { tracingList } from '../src/clinic/retention.js';
import type { Database } from '../src/db/client.js';
import * as s from '../src/db/schema.js';
import { HBSAG_NAME, VIRAL_LOAD_NAME } from '../src/db/seed/clinical.js';
import { DEMO_PASSWORD } from '../src/db/seed/people.js';
import { seedDemoIfEmpty } from '../src/db/seed.js';
import { verifySecret } from '../src/lib/password.js';
import { addDays } from './helpers/clinical.js';
import { freshDatabase } from './helpers/database.js';
import { demoUser } from './helpers/factories.js';

const TZ = 'Asia/Ho_Chi_Minh';
let database: Database;
let seeded: boolean;

const tables = {
  users: s.users,
  patients: s.patients,
  doctors: s.doctors,
  doctorSchedules: s.doctorSchedules,
  doctorCertificates: s.doctorCertificates,
  categories: s.categories,
  articles: s.articles,
  arvComponents: s.arvComponents,
  arvRegimens: s.arvRegimens,
  testTypes: s.testTypes,
  appointments: s.appointments,
  testResults: s.testResults,
  treatments: s.treatments,
  refills: s.refills,
  tracingOutcomes: s.tracingOutcomes,
  emailOutbox: s.emailOutbox,
};

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

beforeAll(async () => {
  database = await freshDatabase();
  seeded = await seedDemoIfEmpty(database.db, TZ);
});
afterAll(() => database.close());

describe('demo seed', () => {
  it('seeds an empty database and creates the nine demo accounts, verified and active', async () => {
    expect(seeded).toBe(true);
    const rows = await database.db.select().from(s.users).orderBy(asc(s.users.userId));
    expect(rows.map((u) => [u.username, u.role])).toEqual([
      ['admin1', 'Admin'],
      ['manager1', 'Manager'],
      ['staff1', 'Staff'],
      ['doctor1', 'Doctor'],
      ['doctor2', 'Doctor'],
      ['patient1', 'Patient'],
      ['patient2', 'Patient'],
      ['patient3', 'Patient'],
      ['patient4', 'Patient'],
    ]);
    for (const u of rows) {
      expect(u).toMatchObject({ isActive: true, isVerified: true, email: `${u.username}@clinic.local` });
      expect(u.phoneNumber).toMatch(/^0\d{9}$/);
      expect(u.fullName).toMatch(/\S+ \S+/);
    }
    // One hash, reused: it must accept the demo password and refuse others.
    expect(new Set(rows.map((u) => u.passwordHash)).size).toBe(1);
    expect(await verifySecret(rows[0]?.passwordHash as string, DEMO_PASSWORD)).toBe(true);
    expect(await verifySecret(rows[0]?.passwordHash as string, DEMO_PASSWORD.toLowerCase())).toBe(false);
    expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('gives doctor1 Monday, Wednesday, Friday and doctor2 Tuesday, Thursday, Saturday, 08:00-17:00', async () => {
    const rows = await database.db
      .select({
        username: s.users.username,
        workDay: s.doctorSchedules.workDay,
        start: s.doctorSchedules.startTime,
        end: s.doctorSchedules.endTime,
      })
      .from(s.doctorSchedules)
      .innerJoin(s.doctors, eq(s.doctors.doctorId, s.doctorSchedules.doctorId))
      .innerJoin(s.users, eq(s.users.userId, s.doctors.userId));
    const byDoctor = (name: string) =>
      rows
        .filter((r) => r.username === name)
        .map((r) => r.workDay)
        .sort();
    expect(byDoctor('doctor1')).toEqual(['Friday', 'Monday', 'Wednesday']);
    expect(byDoctor('doctor2')).toEqual(['Saturday', 'Thursday', 'Tuesday']);
    expect(rows.every((r) => r.start === '08:00:00' && r.end === '17:00:00')).toBe(true);
  });

  it('seeds the master data of the national guideline', async () => {
    const components = await database.db
      .select()
      .from(s.arvComponents)
      .orderBy(asc(s.arvComponents.componentId));
    expect(components.map((c) => c.componentName)).toEqual([
      'TDF 300 mg',
      'TAF 25 mg',
      'ABC 600 mg',
      'AZT 300 mg',
      '3TC 300 mg',
      'FTC 200 mg',
      'DTG 50 mg',
      'RAL 400 mg',
      'EFV 400 mg',
      'NVP 200 mg',
      'LPV/r 200/50 mg',
      'ATV/r 300/100 mg',
      'DRV/r 800/100 mg',
      '3TC 150 mg',
      'ABC/3TC 120/60 mg (phân tán)',
      'DTG 10 mg (phân tán)',
      'TLD 300/300/50 mg',
    ]);
    // Every component lists its ingredients for the prescribing checks; the TLD tablet and the children's ABC/3TC
    // are fixed doses.
    expect(components.every((c) => c.ingredients.length > 0)).toBe(true);
    expect(components.filter((c) => c.fixedDoseCombination).map((c) => c.componentName)).toEqual([
      'ABC/3TC 120/60 mg (phân tán)',
      'TLD 300/300/50 mg',
    ]);
    expect(components.find((c) => c.componentName === 'TLD 300/300/50 mg')?.ingredients).toEqual([
      { code: 'TDF', strengthMg: 300 },
      { code: '3TC', strengthMg: 300 },
      { code: 'DTG', strengthMg: 50 },
    ]);
    expect(components.find((c) => c.componentName === 'TAF 25 mg')?.ingredients).toEqual([
      { code: 'TAF', strengthMg: 25 },
    ]);
    const name = new Map(components.map((c) => [c.componentId, c.componentName.split(' ')[0]]));
    const regimens = await database.db.select().from(s.arvRegimens).orderBy(asc(s.arvRegimens.regimenId));
    expect(
      regimens.map((r) => [
        [r.component1Id, r.component2Id, r.component3Id, r.component4Id]
          .filter((id) => id !== null)
          .map((id) => name.get(id as number))
          .join(' + '),
        [r.component1Tablets, r.component2Tablets, r.component3Tablets, r.component4Tablets],
        r.frequency,
        r.isCustomized,
      ]),
    ).toEqual([
      ['TDF + 3TC + DTG', [1, 1, 1, 1], 1, false],
      ['TDF + 3TC + EFV', [1, 1, 1, 1], 1, false],
      ['TAF + 3TC + DTG', [1, 1, 1, 1], 1, false],
      ['ABC + 3TC + DTG', [1, 1, 1, 1], 1, false],
      // Twice daily: AZT 600, 3TC 300 (the 150 mg tablet) and LPV/r 800 mg a day.
      ['AZT + 3TC + LPV/r', [1, 1, 2, 1], 2, false],
      ['ABC/3TC + DTG', [2.5, 2.5, 1, 1], 1, false],
      ['TLD', [1, 1, 1, 1], 1, false],
    ]);
    for (const r of regimens) {
      for (const text of [r.description, r.suitableFor, r.sideEffects, r.usageInstructions]) {
        expect(text.length).toBeGreaterThan(30);
      }
    }
    const types = await database.db.select().from(s.testTypes).orderBy(asc(s.testTypes.testTypeId));
    expect(types.map((x) => [x.unit, x.normalRange, x.kind])).toEqual([
      ['cells/mm³', '500-1500', 'cd4'],
      ['copies/mL', '< 1000 (ức chế), < 50 (không phát hiện)', 'viralLoad'],
      ['S/C', '< 1.0 (âm tính)', 'other'],
      ['IU/mL', expect.stringContaining('âm tính'), 'other'],
      ['µmol/L', expect.any(String), 'creatinine'],
      ['N/A', 'Âm tính', 'crag'],
      ['N/A', 'Âm tính', 'hbsag'],
      ['g/dL', expect.any(String), 'hemoglobin'],
    ]);
    // The history's viral loads, CD4 counts and creatinine carry their numbers; patient2's HBsAg reads positive.
    const results = await database.db
      .select({ r: s.testResults, kind: s.testTypes.kind })
      .from(s.testResults)
      .innerJoin(s.testTypes, eq(s.testTypes.testTypeId, s.testResults.testTypeId));
    expect(results.length).toBeGreaterThan(0);
    for (const { r, kind } of results)
      if (kind === 'hbsag') expect(readQualitativeResult(r.resultValue)).toBe('positive');
      else expect(r.numericValue !== null || r.belowDetection).toBe(true);
  });

  it('seeds four categories and Vietnamese articles spread over them and over recent weeks', async () => {
    const cats = await database.db.select().from(s.categories);
    expect(cats.map((c) => c.categoryName).sort()).toEqual(
      ['Dinh dưỡng & Lối sống', 'Hỗ trợ tâm lý', 'Kiến thức HIV/AIDS', 'Điều trị ARV'].sort(),
    );
    const arts = await database.db.select().from(s.articles);
    expect(arts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(arts.map((x) => x.categoryId)).size).toBe(4);
    expect(arts.every((x) => x.isActive && x.userId !== null && x.content.split('\n\n').length >= 3)).toBe(
      true,
    );
    const ages = arts.map((x) => (Date.now() - x.createdDate.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThan(60);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(21);
  });

  it('gives each demo patient six months of completed care with results, treatments and one upcoming visit', async () => {
    const today = clinicNow(TZ).date;
    const sixMonthsAgo = new Date(Date.now() - 186 * 86_400_000).toISOString().slice(0, 10);
    const rows = await database.db
      .select({
        patient: s.users.username,
        doctorUserId: s.doctors.userId,
        a: s.appointments,
        result: s.testResults,
        treatment: s.treatments,
        testTypeName: s.testTypes.testTypeName,
      })
      .from(s.appointments)
      .innerJoin(s.patients, eq(s.patients.patientId, s.appointments.patientId))
      .innerJoin(s.users, eq(s.users.userId, s.patients.userId))
      .innerJoin(s.doctors, eq(s.doctors.doctorId, s.appointments.doctorId))
      .leftJoin(s.testTypes, eq(s.testTypes.testTypeId, s.appointments.testTypeId))
      .leftJoin(s.testResults, eq(s.testResults.appointmentId, s.appointments.appointmentId))
      .leftJoin(s.treatments, eq(s.treatments.testResultId, s.testResults.testResultId))
      .orderBy(asc(s.appointments.appointmentDate));
    const doctorUser = new Map(
      (await database.db.select().from(s.users)).map((u) => [u.userId, u.username] as const),
    );
    const workDays = {
      doctor1: ['Monday', 'Wednesday', 'Friday'],
      doctor2: ['Tuesday', 'Thursday', 'Saturday'],
    };
    for (const [patient, doctor] of [
      ['patient1', 'doctor1'],
      ['patient2', 'doctor2'],
    ] as const) {
      const mine = rows.filter((r) => r.patient === patient);
      const done = mine.filter((r) => r.a.status === 'Completed');
      const open = mine.filter((r) => r.a.status !== 'Completed' && r.a.appointmentDate > today);
      // patient1's viral load of today, accepted, its specimen still to be taken.
      const todays = mine.filter((r) => r.a.appointmentDate === today);
      expect(todays.map((r) => [r.a.status, r.testTypeName, r.result])).toEqual(
        patient === 'patient1' ? [['Confirmed', VIRAL_LOAD_NAME, null]] : [],
      );
      // patient1's viral load of the last days: collected, its result to come from the laboratory.
      const waiting = mine.filter((r) => r.a.status === 'Confirmed' && r.a.appointmentDate < today);
      expect(waiting.map((r) => [r.testTypeName, r.result])).toEqual(
        patient === 'patient1' ? [[VIRAL_LOAD_NAME, null]] : [],
      );
      expect(done.length).toBeGreaterThanOrEqual(4);
      for (const r of mine) {
        expect(doctorUser.get(r.doctorUserId)).toBe(doctor);
        // Today's lab test is seeded whatever the day, so that its specimen can be taken on any day the demo runs.
        if (r.a.appointmentDate !== today) expect(workDays[doctor]).toContain(weekdayOf(r.a.appointmentDate));
        expect(r.a.appointmentTime).toMatch(/^(0[89]|1[0-7]):00:00$/);
      }
      for (const r of done) {
        expect(r.a.appointmentDate >= sixMonthsAgo && r.a.appointmentDate < today).toBe(true);
        expect(r.a.appointmentType).toBe('Medication');
        expect(r.result?.testTypeId).toBe(r.a.testTypeId);
        // patient2's creatinine visit is lab-only: no prescription.
        if (r.testTypeName === 'Creatinin huyết thanh' || r.testTypeName === HBSAG_NAME) {
          expect(patient).toBe('patient2');
          expect(r.treatment).toBeNull();
          continue;
        }
        expect(r.testTypeName).toMatch(/^CD4$|viral load/);
        expect(r.treatment?.startDate && r.treatment.startDate > r.a.appointmentDate).toBe(true);
      }
      // The first viral load is high; patient1's last one is undetectable, patient2's rose again; CD4 rises.
      const vl = done.filter((r) => r.testTypeName?.includes('viral load')).map((r) => r.result?.resultValue);
      expect(Number(vl[0])).toBeGreaterThan(1000);
      if (patient === 'patient1') expect(vl.at(-1)).toBe('< 50');
      else expect(Number(vl.at(-1))).toBeGreaterThanOrEqual(200);
      const cd4 = done.filter((r) => r.testTypeName === 'CD4').map((r) => Number(r.result?.resultValue));
      expect(cd4.length).toBeGreaterThanOrEqual(2);
      expect(cd4).toEqual([...cd4].sort((x, y) => x - y));
      // Exactly one current treatment: started in the past, ending in the future.
      const current = done.filter(
        (r) => r.treatment && r.treatment.startDate <= today && r.treatment.endDate > today,
      );
      expect(current).toHaveLength(1);
      expect(current[0]).toBe(done.at(-1));
      expect(open).toHaveLength(1);
      const next = open[0]?.a;
      expect(next?.status).toBe(patient === 'patient1' ? 'Scheduled' : 'Confirmed');
      expect(next && next.appointmentDate > today && next.appointmentDate <= addDays(today, 7)).toBe(true);
    }
    const regimenIds = new Set(rows.flatMap((r) => (r.treatment ? [r.treatment.regimenId] : [])));
    const [tld] = await database.db
      .select()
      .from(s.arvRegimens)
      .where(eq(s.arvRegimens.regimenName, 'TDF + 3TC + DTG (TLD)'));
    expect([...regimenIds]).toEqual([tld?.regimenId]);
  });

  it('does nothing on a second call and never touches a database that has users', async () => {
    const before = await counts();
    expect(before).toMatchObject({
      users: 9,
      doctors: 2,
      patients: 4,
      doctorSchedules: 6,
      categories: 4,
      arvComponents: 17,
      arvRegimens: 7,
      testTypes: 8,
      emailOutbox: 0,
    });
    // Every appointment has its result but the two upcoming, the two missed ones, the specimen at the laboratory and
    // today's test whose specimen is still to be taken.
    expect(before.testResults).toBe((before.appointments ?? 0) - 6);
    // Every result has its treatment but patient2's creatinine and HBsAg.
    expect(before.treatments).toBe((before.testResults ?? 0) - 2);
    expect(await seedDemoIfEmpty(database.db, TZ)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('seeds exactly once when two starts race on one empty database', async () => {
    const other = await freshDatabase();
    try {
      const results = await Promise.all([seedDemoIfEmpty(other.db, TZ), seedDemoIfEmpty(other.db, TZ)]);
      expect(results.sort()).toEqual([false, true]);
      const [users] = await other.db.select({ n: count() }).from(s.users);
      const [components] = await other.db.select({ n: count() }).from(s.arvComponents);
      expect([users?.n, components?.n]).toEqual([9, 17]);
    } finally {
      await other.close();
    }
  });

  it('does not seed a database that already has an account of its own', async () => {
    const other = await freshDatabase();
    try {
      await other.db.insert(s.users).values({
        username: 'realadmin',
        passwordHash: 'x',
        email: 'real@clinic.vn',
        role: 'Admin',
        fullName: 'Quản trị thật',
        phoneNumber: '0901234567',
        dateOfBirth: '1980-01-01',
        address: 'Hà Nội',
      });
      expect(await seedDemoIfEmpty(other.db, TZ)).toBe(false);
      const [cats] = await other.db.select({ n: count() }).from(s.categories);
      expect(cats?.n).toBe(0);
    } finally {
      await other.close();
    }
  });

  it("shows every monitoring state: patient1's episode closed, patient2's open with one EAC session", async () => {
    const today = clinicNow(TZ).date;
    const summaryOf = async (username: string) => {
      const user = await demoUser(database.db, username);
      return clinicalSummary(database.db, user, user.patientId as number, { today, timeZone: TZ });
    };
    const one = await summaryOf('patient1');
    expect(one.plan.episode?.status).toBe('closed');
    expect(one.viralLoads.at(-1)?.band).toBe('notDetected');
    const two = await summaryOf('patient2');
    expect(two.plan.episode).toMatchObject({ status: 'open', eacSessions: 1 });
    expect(two.plan.flags.map((f) => f.code)).toContain('highViralLoad');
    const repeat = two.plan.due.find((d) => d.test === 'viralLoad');
    expect(repeat).toMatchObject({ rule: 'VL2', status: 'upcoming' });
    expect(two.eacSessions).toHaveLength(1);
  });

  it("gives patient2 a clearance under 50: doctor2's check blocks the TLD tablet and passes TAF + 3TC + DTG", async () => {
    const today = clinicNow(TZ).date;
    const day = { today, timeZone: TZ };
    const patientId = (await demoUser(database.db, 'patient2')).patientId as number;
    const doctor2 = await demoUser(database.db, 'doctor2');
    const summary = await clinicalSummary(database.db, doctor2, patientId, day);
    expect(summary.latestCreatinine?.value).toBe(190);
    expect(summary.weights.at(-1)?.weightKg).toBe(52);
    expect(summary.creatinineClearance).toBeLessThan(50);
    expect(summary.creatinineClearance).toBeGreaterThan(25);

    const components = await database.db.select().from(s.arvComponents);
    const id = (name: string) => components.find((c) => c.componentName === name)?.componentId as number;
    const check = (names: string[]) =>
      checkRegimenFor(database.db, doctor2, { patientId, componentIds: names.map(id) }, day);
    const tablet = await check(['TLD 300/300/50 mg']);
    expect(tablet.findings.filter((f) => f.severity === 'BLOCK').map((f) => f.ruleId)).toEqual(['S15']);
    expect(tablet.creatinineClearance).toBe(summary.creatinineClearance);
    // patient2's HBsAg is positive: the advice is TAF alone, which keeps tenofovir for hepatitis B.
    expect(tablet.findings.find((f) => f.ruleId === 'S15')?.message).toContain(S15_ADVICE.taf);
    expect(summary.hbsag?.value).toBe('positive');
    const taf = await check(['TAF 25 mg', '3TC 300 mg', 'DTG 50 mg']);
    expect(taf.findings.filter((f) => f.severity !== 'INFO')).toEqual([]);
    // patient1 (doctor1's, prescribed TLD in the browser tests) has no creatinine: nothing to acknowledge.
  });

  it('has patients out of care: patient3 late (doctor1), patient4 interrupted (doctor2), refills and missed visits', async () => {
    const today = clinicNow(TZ).date;
    const userOf = (username: string) => demoUser(database.db, username);
    const manager = await userOf('manager1');
    const { items } = await tracingList(database.db, manager, today);
    expect(items.map((i) => [i.fullName, i.state])).toEqual([
      ['Hồ Thị Mai Lan', 'interrupted'],
      ['Lý Văn Phúc', 'late'],
    ]);
    const [four, three] = items;
    // Days late (R3 v2): from the missed visit, before the run-out and with no contact since; both move back with
    // the visit to the doctor's working day (0-2 days).
    expect(three?.daysLate).toBeGreaterThanOrEqual(13);
    expect(three?.daysLate).toBeLessThanOrEqual(20);
    expect(three?.lastMissedAppointmentDate).toBe(addDays(today, -(three?.daysLate ?? 0)));
    expect(
      three?.lastMissedAppointmentDate && three.lastMissedAppointmentDate < (three.runOutDate ?? ''),
    ).toBe(true);
    expect(three?.runOutDate && three.runOutDate < today).toBe(true);
    expect(three?.lastOutcome).toBeNull();
    expect(four?.daysLate).toBeGreaterThanOrEqual(67);
    expect(four?.daysLate).toBeLessThanOrEqual(72);
    expect(four?.lastOutcome).toEqual({ date: addDays(today, -30), outcome: 'notReached' });
    // Each doctor sees their own.
    expect(
      (await tracingList(database.db, await userOf('doctor1'), today)).items.map((i) => i.fullName),
    ).toEqual(['Lý Văn Phúc']);
    expect(
      (await tracingList(database.db, await userOf('doctor2'), today)).items.map((i) => i.fullName),
    ).toEqual(['Hồ Thị Mai Lan']);
    // Missed appointments: in the past, without a result.
    const missed = await database.db
      .select({ date: s.appointments.appointmentDate, result: s.testResults.testResultId })
      .from(s.appointments)
      .leftJoin(s.testResults, eq(s.testResults.appointmentId, s.appointments.appointmentId))
      .where(eq(s.appointments.status, 'Missed'));
    expect(missed).toHaveLength(2);
    for (const m of missed) expect(m.date < today && m.result === null).toBe(true);
    const [refillCount] = await database.db.select({ n: count() }).from(s.refills);
    expect(refillCount?.n).toBe(2);
    // The indicators of the current quarter count the seeded cohort.
    const [year, month] = today.split('-').map(Number) as [number, number];
    const figures = await indicators(
      database.db,
      manager,
      { kind: 'quarter', year, index: Math.ceil(month / 3) },
      TZ,
    );
    expect(figures.txCurr).toBeGreaterThanOrEqual(2);
  });

  it('agrees with TX_CURR today: every patient on ART out of it without a final outcome is on the tracing list (R10)', async () => {
    const today = clinicNow(TZ).date;
    const manager = await demoUser(database.db, 'manager1');
    const rows = await indicatorPatients(database.db, manager, { from: today, to: today }, TZ);
    const onArt = rows.filter((row) => row.runOutEnd !== null && !isFinalOutcome(row.outcomeEnd));
    const traced = new Set((await tracingList(database.db, manager, today)).items.map((i) => i.patientId));
    const outOfTxCurr = onArt.filter((row) => !row.txCurr).map((row) => row.patientId);
    expect(outOfTxCurr.length).toBeGreaterThan(0);
    for (const patientId of outOfTxCurr)
      expect([patientId, traced.has(patientId)]).toEqual([patientId, true]);
    // And the list holds no one else than patients on ART without a final outcome.
    const onArtIds = new Set(onArt.map((row) => row.patientId));
    for (const patientId of traced) expect([patientId, onArtIds.has(patientId)]).toEqual([patientId, true]);
  });
});
