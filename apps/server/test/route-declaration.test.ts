import {
  appointmentMessages,
  defineEndpoint,
  envelopeOf,
  idParams,
  messages,
  PATIENTS_AND_DOCTORS,
  SIGNED_IN,
} from '@clinic/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEvents, auditPending, categories } from '../src/db/schema.js';
import { answer, route } from '../src/routes/register.js';
import { useTestApp } from './helpers/build.js';
import { expectMessage } from './helpers/expect.js';

const created = 'Đã tạo bản ghi thử';
const named = z.object({ name: z.string() });

const declared = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/Probe/Create',
    access: SIGNED_IN,
    summary: 'probe',
    tags: ['Probe'],
    status: 201,
    message: created,
    body: named,
    response: envelopeOf(named),
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/api/Probe/Read',
    access: 'public',
    summary: 'probe',
    tags: ['Probe'],
    status: 200,
    response: envelopeOf(z.object({ today: z.string(), now: z.string(), signedIn: z.boolean() })),
  }),
  paged: defineEndpoint({
    method: 'GET',
    path: '/api/Probe/Paged',
    access: SIGNED_IN,
    summary: 'probe',
    tags: ['Probe'],
    status: 200,
    response: envelopeOf(z.array(z.number())),
  }),
  // A category written in the call's transaction, under an audited create.
  audited: defineEndpoint({
    method: 'POST',
    path: '/api/Probe/Audited',
    access: SIGNED_IN,
    audit: { category: 'appointment', action: 'create' },
    summary: 'probe',
    tags: ['Probe'],
    status: 201,
    body: named,
    response: envelopeOf(z.object({ categoryId: z.number() })),
  }),
  byPatient: defineEndpoint({
    method: 'GET',
    path: '/api/Probe/ByPatient/:id',
    access: PATIENTS_AND_DOCTORS,
    ownership: 'own patient',
    pathOwner: { names: 'patient', notFound: appointmentMessages.notFound },
    summary: 'probe',
    tags: ['Probe'],
    status: 200,
    params: idParams,
    response: envelopeOf(z.number()),
  }),
  byDoctor: defineEndpoint({
    method: 'GET',
    path: '/api/Probe/ByDoctor/:id',
    access: SIGNED_IN,
    ownership: 'own doctor',
    pathOwner: { names: 'doctor', notFound: messages.common.notFound },
    summary: 'probe',
    tags: ['Probe'],
    status: 200,
    params: idParams,
    response: envelopeOf(z.number()),
  }),
  dated: defineEndpoint({
    method: 'POST',
    path: '/api/Probe/Dated',
    access: SIGNED_IN,
    summary: 'probe',
    tags: ['Probe'],
    status: 200,
    body: z.object({ day: z.string() }),
    bodyOnDay: (today) =>
      z.object({ day: z.string().refine((day) => day > today(), 'Ngày phải sau hôm nay') }),
    response: envelopeOf(z.null()),
  }),
};

/** The calls that reached a handler, by path. */
const handled: string[] = [];

// 17:30 UTC is already the next day in the clinic's zone (UTC+7): today must come from the zone and this clock.
const clock = () => new Date('2030-03-09T17:30:00Z');

const t = useTestApp({
  clock,
  routes(app) {
    route(app, declared.create, async (request) => ({ name: request.body.name }));
    route(app, declared.read, async (_request, { user, now, today }) => ({
      today,
      now: now().toISOString(),
      signedIn: user !== null,
    }));
    route(app, declared.paged, async () =>
      answer([1, 2], { message: 'Trang thử', meta: { page: 1, pageSize: 2, total: 5 } }),
    );
    route(app, declared.audited, async (request, { db }) => {
      const [row] = await db
        .insert(categories)
        .values({ categoryName: request.body.name, isActive: true })
        .returning({ categoryId: categories.categoryId });
      return { categoryId: row?.categoryId as number };
    });
    route(app, declared.byPatient, async (request) => {
      handled.push(request.url);
      return request.params.id;
    });
    route(app, declared.byDoctor, async (request) => {
      handled.push(request.url);
      return request.params.id;
    });
    route(app, declared.dated, async () => null);
  },
});

describe('route() answers what the declaration says', () => {
  it("sets the declared status and message around the handler's data", async () => {
    const user = await t.user('Staff');
    const res = await t.post('/api/Probe/Create', { name: 'A' }, user.token);
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({
      status: true,
      statusCode: 201,
      message: created,
      data: { name: 'A' },
      errors: [],
    });
  });

  it('answers the common message when the declaration names none, and an answer() overrides it with its meta', async () => {
    const user = await t.user('Staff');
    const read = await t.get('/api/Probe/Read');
    expect(read.body).toMatchObject({ statusCode: 200, message: messages.common.ok });
    const paged = await t.get('/api/Probe/Paged', user.token);
    expect(paged.body).toEqual({
      status: true,
      statusCode: 200,
      message: 'Trang thử',
      data: [1, 2],
      errors: [],
      meta: { page: 1, pageSize: 2, total: 5 },
    });
  });

  it("gives the handler the clinic's clock and today, and the caller or none", async () => {
    expect((await t.get('/api/Probe/Read')).body.data).toEqual({
      today: '2030-03-10',
      now: '2030-03-09T17:30:00.000Z',
      signedIn: false,
    });
    const user = await t.user('Patient');
    expect((await t.get('/api/Probe/Read', user.token)).body.data.signedIn).toBe(true);
  });

  it("validates a body that depends on the day by the clinic's clock", async () => {
    const user = await t.user('Staff');
    const dated = (day: string) => t.post('/api/Probe/Dated', { day }, user.token);
    expect((await dated('2030-03-11')).statusCode).toBe(200);
    const today = await dated('2030-03-10');
    expect(today.statusCode).toBe(400);
    expect(today.body.fieldErrors).toEqual({ day: ['Ngày phải sau hôm nay'] });
  });
});

describe("an audited write's queries run in its transaction", () => {
  const categoryNamed = async (name: string) =>
    t.db.select().from(categories).where(eq(categories.categoryName, name));

  it('commits the change with its event', async () => {
    const user = await t.user('Staff');
    const res = await t.post('/api/Probe/Audited', { name: 'Có sự kiện' }, user.token);
    expect(res.statusCode).toBe(201);
    expect(await categoryNamed('Có sự kiện')).toHaveLength(1);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, user.userId));
    expect(events).toMatchObject([{ action: 'create', outcome: 'allowed' }]);
  });

  /** Runs `run` while `table` refuses every row inserted. */
  const refusing = async (table: 'audit_pending' | 'audit_events', run: () => Promise<void>) => {
    await t.db.execute(
      sql`alter table ${sql.identifier(table)} add constraint probe_refuses check (false) not valid`,
    );
    try {
      await run();
    } finally {
      await t.db.execute(sql`alter table ${sql.identifier(table)} drop constraint probe_refuses`);
    }
  };

  it('rolls the change back when its event cannot be written', async () => {
    const user = await t.user('Staff');
    await refusing('audit_pending', async () => {
      const res = await t.post('/api/Probe/Audited', { name: 'Không sự kiện' }, user.token);
      expect(res.statusCode).toBe(500);
    });
    expect(await categoryNamed('Không sự kiện')).toEqual([]);
  });

  it('answers a committed change whose event the chain refuses for now, and chains the event with the next one', async () => {
    const user = await t.user('Staff');
    const events = () => t.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, user.userId));
    await refusing('audit_events', async () => {
      const res = await t.post('/api/Probe/Audited', { name: 'Sự kiện chờ' }, user.token);
      expect(res.statusCode).toBe(201);
    });
    expect(await categoryNamed('Sự kiện chờ')).toHaveLength(1);
    expect(await events()).toEqual([]);
    expect(
      await t.db.select().from(auditPending).where(eq(auditPending.actorUserId, user.userId)),
    ).toHaveLength(1);
    expect((await t.post('/api/Probe/Audited', { name: 'Sự kiện sau' }, user.token)).statusCode).toBe(201);
    expect((await events()).map((e) => e.action)).toEqual(['create', 'create']);
    expect(await t.db.select().from(auditPending)).toEqual([]);
  });
});

describe('the ownership a path id declares', () => {
  it('answers 404 to a patient naming another patient, before the handler runs', async () => {
    const patient = await t.user('Patient');
    handled.length = 0;
    const other = await t.get(`/api/Probe/ByPatient/${(patient.patientId as number) + 1000}`, patient.token);
    expectMessage(other, 404, appointmentMessages.notFound);
    expect(handled).toEqual([]);
    expect((await t.get(`/api/Probe/ByPatient/${patient.patientId}`, patient.token)).body.data).toBe(
      patient.patientId,
    );
  });

  it('lets the other roles the endpoint allows name any id', async () => {
    const doctor = await t.user('Doctor');
    expect((await t.get('/api/Probe/ByPatient/1', doctor.token)).statusCode).toBe(200);
    const staff = await t.user('Staff');
    expect((await t.get('/api/Probe/ByDoctor/1', staff.token)).statusCode).toBe(200);
  });

  it('answers 404 to a doctor naming another doctor, with the declared message', async () => {
    const doctor = await t.user('Doctor');
    handled.length = 0;
    const other = await t.get(`/api/Probe/ByDoctor/${(doctor.doctorId as number) + 1000}`, doctor.token);
    expectMessage(other, 404, messages.common.notFound);
    expect(handled).toEqual([]);
    expect((await t.get(`/api/Probe/ByDoctor/${doctor.doctorId}`, doctor.token)).statusCode).toBe(200);
  });
});
