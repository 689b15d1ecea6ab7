import { AUDIT_CSV_COLUMNS, AUDIT_CSV_HEADERS, DEFAULT_CLINIC_TZ } from '@clinic/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema.js';
import { castDoctorResultRead, insertTestType, resultOf, useAppWithCast } from './helpers/clinical.js';
import type { CreatedUser } from './helpers/factories.js';

/**
 * The administrator's access log searched by person: a patient by name (without accents) or id, within the last
 * 24 hours or 7 days, every actor and the patient by name, and the CSV in Vietnamese with the clinic's times.
 */
const { t, cast } = useAppWithCast();
const admin = () => cast.staffLike.Admin as CreatedUser;
let resultId: number;

interface LogItem {
  eventId: number;
  at: string;
  actorUserId: number | null;
  actorRole: string | null;
  actorName: string | null;
  patientId: number | null;
  patientName: string | null;
  action: string;
  category: string;
  outcome: string;
}

/** One event written straight into the table, `hoursAgo` in the past: the triggers would stamp it now. */
async function pastEvent(hoursAgo: number, actor: CreatedUser, patientId: number): Promise<number> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into audit_events (event_id, at, actor_user_id, actor_role, patient_id, action, category, outcome,
        prev_hash, hash)
      select coalesce(max(event_id), 0) + 1, now() - make_interval(hours => ${hoursAgo}::int), ${actor.userId},
        ${actor.role}::role, ${patientId}, 'read', 'clinicalSummary', 'allowed', '', ''
      from audit_events`);
    const [last] = await tx.select({ id: sql<number>`max(${auditEvents.eventId})` }).from(auditEvents);
    return Number(last?.id);
  });
}

const log = async (query: string, token = admin().token) => {
  const res = await t.get(`/api/Audit/Events?${query}`, token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { items: res.body.data as LogItem[], total: res.body.meta.total as number };
};

/** dd/MM/yyyy HH:mm:ss of an instant at the clinic (the test app runs in the default time zone). */
function clinicTime(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: DEFAULT_CLINIC_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

let oldRead: number;
let weekOldRead: number;

beforeAll(async () => {
  const cd4 = (await insertTestType(t.db, { testTypeName: 'CD4' })).testTypeId;
  resultId = (await resultOf(t.db, cast.patient, cast.doctor, { testTypeId: cd4 })).testResultId;
  const otherResult = await resultOf(t.db, cast.otherPatient, cast.doctor, { testTypeId: cd4 });
  const patientId = cast.patient.patientId as number;
  // Another doctor opened the record 30 hours and 8 days ago: outside the last 24 hours, resp. the last 7 days.
  oldRead = await pastEvent(30, cast.otherDoctor, patientId);
  weekOldRead = await pastEvent(8 * 24, cast.otherDoctor, patientId);
  // Today: the doctor opens the patient's result and another patient's; the patient reads their own treatments.
  expect((await t.get(`/api/TestResult/GetByID/${resultId}`, cast.doctor.token)).statusCode).toBe(200);
  await t.get(`/api/TestResult/GetByID/${otherResult.testResultId}`, cast.doctor.token);
  expect((await t.get('/api/Treatment/GetAll', cast.patient.token)).statusCode).toBe(200);
  await t.get(`/api/Patient/GetByID/${patientId}`, admin().token);
});

describe('GET /api/Audit/Events by person', () => {
  it("finds who opened a named patient's record in the last 24 hours, by a part of the name typed without accents", async () => {
    const { items, total } = await log('patient=pham%20minh&preset=24h&pageSize=100');
    expect(total).toBe(items.length);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((e) => e.patientId === cast.patient.patientId)).toBe(true);
    expect(items.every((e) => e.patientName === 'Phạm Minh Khang')).toBe(true);
    expect(items).toContainEqual(expect.objectContaining(castDoctorResultRead(cast)));
    expect(items.map((e) => e.eventId)).not.toContain(oldRead);
    // The 7 days take in the read of 30 hours ago, not the one of 8 days ago.
    const week = (await log('patient=PHAM%20MINH&preset=7d&pageSize=100')).items.map((e) => e.eventId);
    expect(week).toContain(oldRead);
    expect(week).not.toContain(weekOldRead);
    // Without a window, everything of that patient.
    expect((await log('patient=khang&pageSize=100')).items.map((e) => e.eventId)).toContain(weekOldRead);
  });

  it('finds the same patient by id, with or without "#", and nothing for a name or id nobody has', async () => {
    const id = cast.patient.patientId as number;
    for (const patient of [String(id), `%23${id}`]) {
      const { items } = await log(`patient=${patient}&preset=24h&pageSize=100`);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((e) => e.patientId === id)).toBe(true);
    }
    expect((await log('patient=Kh%C3%B4ng%20ai%20c%E1%BA%A3')).total).toBe(0);
    expect((await log('patient=99999999999')).total).toBe(0);
    // The id of the original filter still works, and with the search both must hold.
    expect((await log(`patientId=${cast.otherPatient.patientId}&patient=khang`)).total).toBe(0);
  });

  it("names every actor, the patient and the admin too; the patient's own page still names only doctors", async () => {
    const { items } = await log(`patientId=${cast.patient.patientId}&pageSize=100`);
    const byActor = (userId: number) => items.find((e) => e.actorUserId === userId);
    expect(byActor(cast.patient.userId)?.actorName).toBe('Phạm Minh Khang');
    expect(byActor(admin().userId)?.actorName).toMatch(/\S/);
    const own = await t.get('/api/Audit/MyRecordAccess?pageSize=100', cast.patient.token);
    const adminRow = (own.body.data as LogItem[]).find((e) => e.actorRole === 'Admin');
    expect(adminRow?.actorName).toBeNull();
    expect(Object.keys(adminRow as object)).not.toContain('patientName');
  });

  it('pages on the server: one page at a time with the total of the whole search', async () => {
    // The other doctor's two reads: the admin's own reads of the log, logged as they go, are not among them.
    const filter = `patient=khang&userId=${cast.otherDoctor.userId}`;
    const all = await log(`${filter}&pageSize=100`);
    const second = await log(`${filter}&page=2&pageSize=1`);
    expect(all.items.map((e) => e.eventId)).toEqual([oldRead, weekOldRead]);
    expect(second.total).toBe(2);
    expect(second.items.map((e) => e.eventId)).toEqual([weekOldRead]);
  });

  it('logs each read of the log, against the patient it was narrowed to', async () => {
    await log(`patient=${cast.patient.patientId}&preset=24h`);
    const [last] = await t.db.select().from(auditEvents).orderBy(desc(auditEvents.eventId)).limit(1);
    expect(last).toMatchObject({
      actorUserId: admin().userId,
      actorRole: 'Admin',
      patientId: cast.patient.patientId,
      action: 'read',
      category: 'profile',
      outcome: 'allowed',
    });
  });

  it('refuses a window with dates, and a window it does not know', async () => {
    for (const query of ['preset=24h&from=2026-11-01', 'preset=1h', 'preset=7d&to=2026-11-01']) {
      expect((await t.get(`/api/Audit/Events?${query}`, admin().token)).statusCode).toBe(400);
    }
  });

  it.each(['Staff', 'Manager', 'Doctor', 'Patient'] as const)('stays closed to a %s', async (role) => {
    const user =
      role === 'Doctor'
        ? cast.doctor
        : role === 'Patient'
          ? cast.patient
          : (cast.staffLike[role] as CreatedUser);
    for (const path of ['/api/Audit/Events', '/api/Audit/Events/Export']) {
      const res = await t.get(`${path}?patient=khang&preset=24h`, user.token);
      expect(res.statusCode).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('Phạm Minh Khang');
    }
  });
});

describe('GET /api/Audit/Events/Export by person', () => {
  it('heads its columns in Vietnamese and writes clinic times, Vietnamese values and every actor by name', async () => {
    const res = await t.get(
      `/api/Audit/Events/Export?patient=${encodeURIComponent('Phạm Minh')}&preset=24h`,
      admin().token,
    );
    expect(res.statusCode).toBe(200);
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.map((c) => AUDIT_CSV_HEADERS[c]).join(','));
    expect(lines[0]).toMatch(/^Mã sự kiện,Thời gian \(giờ phòng khám\),/);
    const rows = lines.slice(1).map((l) => l.split(','));
    const cell = (row: string[], column: (typeof AUDIT_CSV_COLUMNS)[number]) =>
      row[AUDIT_CSV_COLUMNS.indexOf(column)];

    const doctorRow = rows.find(
      (r) =>
        cell(r, 'actorUserId') === String(cast.doctor.userId) && cell(r, 'category') === 'Kết quả xét nghiệm',
    ) as string[];
    expect(doctorRow).toBeDefined();
    const [stored] = await t.db
      .select({ at: auditEvents.at })
      .from(auditEvents)
      .where(eq(auditEvents.eventId, Number(cell(doctorRow, 'eventId'))));
    expect(cell(doctorRow, 'at')).toBe(clinicTime(stored?.at as Date));
    expect(cell(doctorRow, 'at')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(cell(doctorRow, 'actorRole')).toBe('Bác sĩ');
    expect(cell(doctorRow, 'actorName')).toBe('BS. Nguyễn Văn An');
    expect(cell(doctorRow, 'patientName')).toBe('Phạm Minh Khang');
    expect(cell(doctorRow, 'action')).toBe('Xem');
    expect(cell(doctorRow, 'outcome')).toBe('Được phép');

    const patientRow = rows.find((r) => cell(r, 'actorUserId') === String(cast.patient.userId)) as string[];
    expect(cell(patientRow, 'actorRole')).toBe('Bệnh nhân');
    expect(cell(patientRow, 'actorName')).toBe('Phạm Minh Khang');
    expect(cell(patientRow, 'category')).toBe('Điều trị ARV');
    expect(rows.every((r) => cell(r, 'patientId') === String(cast.patient.patientId))).toBe(true);
    expect(rows.map((r) => cell(r, 'eventId'))).not.toContain(String(oldRead));
  });

  it('is itself logged, against the one patient it held', async () => {
    await t.get('/api/Audit/Events/Export?patient=khang', admin().token);
    const [last] = await t.db.select().from(auditEvents).orderBy(desc(auditEvents.eventId)).limit(1);
    expect(last).toMatchObject({
      actorUserId: admin().userId,
      patientId: cast.patient.patientId,
      action: 'export',
      outcome: 'allowed',
    });
  });
});
