import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { registerErrorHandling } from '../src/plugins/errors.js';
import { loggerOptions } from '../src/plugins/logging.js';
import { build, type TestApp } from './helpers/build.js';
import {
  daysFromToday,
  insertComponent,
  insertRegimen,
  insertTestType,
  worksEveryDay,
} from './helpers/clinical.js';

/** A log written to memory, one JSON line per entry. */
function memoryLog() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/**
 * Values that appear in requests, bodies, answers and mails of a whole run, and must never be found in the log.
 * Each is unusual enough that it cannot show up by chance.
 */
const canary = {
  password: 'Qz7#canaryPass',
  wrongPassword: 'Wx9#canaryWrong',
  newPassword: 'Nv4#canaryReset',
  fullName: 'Canarynguyen Văn Thử',
  phone: '0387123459',
  newPhone: '0387123458',
  email: 'canary.person@canary-mail.example',
  newEmail: 'canary.moved@canary-mail.example',
  address: '77 Đường Canaryaddr',
  birthDate: '1977-03-29',
  specialNotes: 'Canarynote dị ứng',
  resultValue: '48213 canarycopies',
  resultNotes: 'Canaryresultnote',
  treatmentNotes: 'Canarytreatmentnote',
  search: 'Canarysearchterm',
  forgedToken: 'canaryforgedtoken.abc.def',
};

async function codeFrom(
  t: TestApp,
  mode: 'smtp' | 'log',
  log: () => string,
  pattern: RegExp,
  to = canary.email,
) {
  await t.app.ctx.mail.flush();
  if (mode === 'smtp') {
    const mail = await t.smtp.waitFor((m) => m.to.includes(to) && pattern.test(m.text));
    return pattern.exec(mail.text)?.[1] as string;
  }
  const matches = [...log().matchAll(new RegExp(pattern.source, 'g'))];
  return matches.at(-1)?.[1] as string;
}

/** Registration to treatment and password reset, as patient, doctor and admin, at the most verbose level. */
async function wholeRun(t: TestApp, mode: 'smtp' | 'log', log: () => string): Promise<string[]> {
  const secrets: string[] = [];
  const call = async (opts: Parameters<TestApp['call']>[0], expected: number) => {
    const res = await t.call(opts);
    expect(res.statusCode, `${opts.method} ${opts.url}: ${JSON.stringify(res.body)}`).toBe(expected);
    return res.body;
  };
  const send = (method: 'POST' | 'PUT', url: string, payload: object, expected: number, token?: string) =>
    call({ method, url, payload, token }, expected);

  await call(
    {
      method: 'POST',
      url: '/api/Patient/Create',
      payload: {
        username: 'canaryuser',
        password: canary.password,
        email: canary.email,
        phoneNumber: canary.phone,
        fullName: canary.fullName,
        dateOfBirth: canary.birthDate,
        address: canary.address,
        specialNotes: canary.specialNotes,
      },
    },
    201,
  );
  const verifyCode = await codeFrom(t, mode, log, /Mã xác thực email của bạn là: (\d{6})/);
  secrets.push(verifyCode);
  await call(
    { method: 'POST', url: '/api/Email/VerifyPatient', payload: { email: canary.email, verifyCode } },
    200,
  );
  const login = (payload: object, expected: number) => send('POST', '/api/Auth/login', payload, expected);
  await login({ username: 'canaryuser', password: canary.wrongPassword }, 401);
  const loggedIn = await login({ Username: 'canaryuser', Password: canary.password }, 200);
  const token = loggedIn.data.token as string;
  const patientId = loggedIn.data.userDetails.patientId as number;
  secrets.push(token);

  const profile = (await call({ method: 'GET', url: `/api/Patient/GetByID/${patientId}`, token }, 200)).data;
  await send('PUT', '/api/patient/Update', { ...profile, phoneNumber: canary.newPhone }, 200, token);
  await send('PUT', '/api/patient/Update', { ...profile, fullName: `${canary.fullName}\u0000` }, 400, token);
  await call({ method: 'GET', url: `/api/Patient/GetByID/${patientId}`, token: canary.forgedToken }, 401);

  const doctor = await t.user('Doctor');
  await worksEveryDay(t.db, doctor.doctorId as number);
  const testTypeId = (await insertTestType(t.db)).testTypeId;
  const components = await Promise.all(
    ['TDF', '3TC', 'DTG'].map((c) => insertComponent(t.db, { componentName: c })),
  );
  const regimen = await insertRegimen(
    t.db,
    components.map((c) => c.componentId),
  );

  const appointment = (
    await call(
      {
        method: 'POST',
        url: '/api/Appointment/Create',
        token,
        payload: {
          doctorId: doctor.doctorId,
          appointmentDate: daysFromToday(3),
          appointmentTime: '10:00:00',
          appointmentType: 'Medication',
          testTypeId,
          isAnonymous: false,
        },
      },
      201,
    )
  ).data;
  await send(
    'PUT',
    '/api/Appointment/Update',
    { appointmentId: appointment.appointmentId, status: 'Confirmed' },
    200,
    doctor.token,
  );
  const result = (
    await call(
      {
        method: 'POST',
        url: '/api/TestResult/Create',
        token: doctor.token,
        payload: {
          appointmentId: appointment.appointmentId,
          resultValue: canary.resultValue,
          notes: canary.resultNotes,
        },
      },
      201,
    )
  ).data;
  await call(
    {
      method: 'POST',
      url: '/api/Treatment/Create',
      token: doctor.token,
      payload: {
        testResultId: result.testResultId,
        regimenId: regimen.regimenId,
        startDate: daysFromToday(4),
        endDate: daysFromToday(94),
        notes: canary.treatmentNotes,
      },
    },
    201,
  );
  await call({ method: 'GET', url: '/api/TestResult/GetAll', token }, 200);
  await call({ method: 'GET', url: '/api/Treatment/GetAll', token }, 200);
  await call(
    { method: 'GET', url: `/api/Appointment/GetByDoctorId/${doctor.doctorId}`, token: doctor.token },
    200,
  );

  const admin = await t.user('Admin');
  for (const search of [canary.search, canary.fullName, canary.email]) {
    await call(
      { method: 'GET', url: `/api/Patient/GetAll?search=${encodeURIComponent(search)}`, token: admin.token },
      200,
    );
    await call(
      { method: 'GET', url: `/api/User/All?search=${encodeURIComponent(search)}`, token: admin.token },
      200,
    );
  }

  await call(
    { method: 'POST', url: '/api/Email/SendForgotPasswordEmail', payload: { email: canary.email } },
    200,
  );
  const resetCode = await codeFrom(t, mode, log, /Mã đặt lại mật khẩu của bạn là: (\d{6})/);
  secrets.push(resetCode);
  await send(
    'POST',
    '/api/Email/ResetPassword',
    { email: canary.email, verifyCode: resetCode, newPassword: canary.newPassword },
    200,
  );
  const relogin = await login({ username: 'canaryuser', password: canary.newPassword }, 200);
  const newToken = relogin.data.token as string;
  secrets.push(newToken);
  const current = (
    await call({ method: 'GET', url: `/api/Patient/GetByID/${patientId}`, token: newToken }, 200)
  ).data;
  await send('PUT', '/api/patient/Update', { ...current, email: canary.newEmail }, 200, newToken);
  const changeCode = await codeFrom(
    t,
    mode,
    log,
    /Mã xác nhận địa chỉ email mới của bạn là: (\d{6})/,
    canary.newEmail,
  );
  secrets.push(changeCode);
  await send('POST', '/api/Email/ConfirmEmailChange', { verifyCode: changeCode }, 200, newToken);
  await call({ method: 'POST', url: '/api/Auth/logout', token: newToken }, 200);
  await call({ method: 'GET', url: `/api/Patient/GetByID/${patientId}`, token: newToken }, 401);
  for (let i = 0; i < 10; i += 1) {
    await login({ username: 'canaryuser', password: canary.wrongPassword }, 401);
  }
  await login({ username: 'canaryuser', password: canary.newPassword }, 429);
  await t.app.ctx.mail.flush();
  return secrets;
}

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe.each(['smtp', 'log'] as const)(
  'the log of a whole API run, mail through %s, level trace',
  (mode) => {
    it('holds none of the passwords, names, contacts, results, codes or tokens', async () => {
      const log = memoryLog();
      const t = await build({ config: { logLevel: 'trace' }, logStream: log.stream, mail: mode });
      apps.push(t);
      const secrets = await wholeRun(t, mode, log.text);

      const lines = log.text().split('\n').filter(Boolean);
      expect(lines.length).toBeGreaterThan(50);
      // The one documented exception: without SMTP_URL a mail is printed whole, for a developer to read.
      const mailBlocks = lines.filter((line) => line.includes('[E-MAIL NOT SENT: SMTP_URL is not set]'));
      expect(mailBlocks.length).toBe(
        mode === 'log' ? lines.filter((l) => l.includes('END OF E-MAIL')).length : 0,
      );
      const checked = lines.filter((line) => !mailBlocks.includes(line)).join('\n');
      for (const value of [...Object.values(canary), ...secrets]) {
        expect(checked.includes(value), `log holds ${value}`).toBe(false);
      }
      // The request lines are there, with their paths but without the query string.
      expect(checked).toContain('"url":"/api/Patient/GetAll"');
      expect(checked).not.toMatch(/search=/);
    }, 60_000);
  },
);

describe('a database error in the log', () => {
  it('carries its SQLSTATE, constraint and table, never the query or its values; bad bytes are a 400', async () => {
    const t = await build();
    apps.push(t);
    const log = memoryLog();
    const app = Fastify({ logger: loggerOptions('trace', log.stream) });
    registerErrorHandling(app);
    const row = {
      username: 'dupe_user',
      passwordHash: '$argon2id$canaryhash',
      email: canary.email,
      role: 'Patient' as const,
      fullName: canary.fullName,
      phoneNumber: canary.phone,
      dateOfBirth: canary.birthDate,
      address: canary.address,
    };
    app.post('/duplicate', async () => {
      await t.db.insert(users).values(row);
      await t.db.insert(users).values(row);
      return 'unreachable';
    });
    app.post('/nul', async () => {
      await t.db
        .insert(users)
        .values({ ...row, username: 'nul_user', email: 'x@y.z', address: `${canary.address}\u0000` });
      return 'unreachable';
    });

    const duplicate = await app.inject({ method: 'POST', url: '/duplicate' });
    expect(duplicate.statusCode).toBe(500);
    expect(duplicate.body).not.toContain(canary.email);
    const nul = await app.inject({ method: 'POST', url: '/nul' });
    expect(nul.statusCode).toBe(400);
    await app.close();

    const entries = log
      .text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const errors = entries.filter((e) => e.err);
    expect(errors.map((e) => [e.err.type, e.err.sqlState])).toEqual([
      ['DatabaseError', '23505'],
      ['DatabaseError', '22021'],
    ]);
    expect(errors[0].err).toMatchObject({ constraint: 'users_username_lower_uq', table: 'users' });
    const text = log.text();
    for (const value of [
      canary.email,
      canary.fullName,
      canary.phone,
      canary.address,
      'canaryhash',
      'insert into',
    ]) {
      expect(text.toLowerCase().includes(value.toLowerCase()), `log holds ${value}`).toBe(false);
    }
  });
});

describe('the request lines at the production level (info)', () => {
  it('are one per answered request: its id, method, path without the query, address, status and time', async () => {
    const log = memoryLog();
    const t = await build({ config: { logLevel: 'info' }, logStream: log.stream });
    apps.push(t);
    const admin = await t.user('Admin');
    const res = await t.call({
      method: 'GET',
      url: '/api/Patient/GetAll?search=Nguy%E1%BB%85n&page=1',
      token: admin.token,
      headers: { 'x-request-id': 'dong-nhat-ky-1' },
    });
    expect(res.statusCode).toBe(200);
    const lines = log
      .text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.reqId === 'dong-nhat-ky-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/api/Patient/GetAll',
      remoteAddress: '127.0.0.1',
      statusCode: 200,
    });
    expect(lines[0].responseTime).toBeGreaterThan(0);
  });
});
