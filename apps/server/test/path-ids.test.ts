import { messages, ROLES } from '@clinic/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppWithEveryRole } from './helpers/build.js';
import { appointmentOf } from './helpers/clinical.js';

/**
 * An id is written one way: decimal digits. Other spellings that a number parser would read ('0x10', '1e3', ' 1')
 * are refused with the Vietnamese message of the field, never read as some record's id. And when a 400 has one
 * field error, that error is the envelope's message, for the clients of the original API that show only the message.
 */
const { t, users } = useAppWithEveryRole();
const { mustBeInteger } = messages.common;

let appointmentId: number;
beforeAll(async () => {
  appointmentId = (await appointmentOf(t.db, users.Patient, users.Doctor)).appointmentId;
});

const refusedId = {
  status: false,
  statusCode: 400,
  message: mustBeInteger,
  data: null,
  fieldErrors: { id: [mustBeInteger] },
};

// Each as it stands in the path: %20 a space, %09 a tab, %2B a plus sign.
const ODD_SPELLINGS = [
  '0x10',
  '0X1A',
  '1e3',
  '1E3',
  '%201',
  '1%20',
  '%091',
  '+1',
  '%2B1',
  '1.0',
  '16.',
  '012',
  '0b1',
  '0o7',
  '1_000',
  'Infinity',
  '%D9%A1',
];

describe('ids in paths', () => {
  it('reads a plain decimal id', async () => {
    for (const path of ['/api/Appointment/GetById/', '/api/appointment/GetByID/']) {
      const res = await t.get(`${path}${appointmentId}`, users.Patient.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.data.appointmentId).toBe(appointmentId);
    }
  });

  it.each(ODD_SPELLINGS)('refuses %s with 400 and the field message', async (id) => {
    const res = await t.get(`/api/Appointment/GetById/${id}`, users.Patient.token);
    expect(res.body).toMatchObject(refusedId);
  });

  it('refuses the same spellings in a query and as a text id in a body', async () => {
    for (const id of ['0x10', '1e3', '%201', '%2B1', '1.0']) {
      const res = await t.get(`/api/Article/GetAll?categoryId=${id}`);
      expect(res.body).toMatchObject({ statusCode: 400, fieldErrors: { categoryId: [mustBeInteger] } });
    }
    for (const id of ['0x10', '1e3', ' 1', '+1', '1.0']) {
      const res = await t.call({
        method: 'PUT',
        url: '/api/Category/Update',
        token: users.Staff.token,
        payload: { categoryId: id, categoryName: 'Tin tức' },
      });
      expect(res.body).toMatchObject({ statusCode: 400, fieldErrors: { categoryId: [mustBeInteger] } });
    }
  });

  it('never reads an odd spelling as an id, on any route and for any role', async () => {
    const docs = await t.get('/api/docs/json');
    const paths = Object.entries(docs.body.paths as Record<string, Record<string, unknown>>).filter(
      ([path]) => /\{\w*[iI]d\}/.test(path),
    );
    expect(paths.length).toBeGreaterThan(10);
    for (const [path, methods] of paths) {
      for (const method of Object.keys(methods).filter((m) => ['get', 'post', 'put', 'delete'].includes(m))) {
        for (const role of ROLES) {
          for (const id of ['0x10', '1e3', '%201']) {
            const url = `/api${path.replace(/^\/api/, '').replace(/\{\w*[iI]d\}/g, id)}`;
            const res = await t.call({
              method: method.toUpperCase() as 'GET',
              url,
              token: users[role].token,
            });
            const label = `${role} ${method} ${url}: ${res.statusCode} ${res.body.message}`;
            // 403: the role may not call the route at all, before its input is read.
            expect([400, 403], label).toContain(res.statusCode);
            if (res.statusCode === 400) expect(res.body.message, label).toBe(mustBeInteger);
          }
        }
      }
    }
  });
});

describe('the message of a 400', () => {
  it('is the field error when there is only one', async () => {
    const missing = await t.post('/api/Auth/login', { username: 'lan' });
    expect(missing.body).toMatchObject({
      statusCode: 400,
      message: messages.validation.passwordRequired,
      errors: [`password: ${messages.validation.passwordRequired}`],
      fieldErrors: { password: [messages.validation.passwordRequired] },
    });
    const unknown = await t.post('/api/Auth/login', { username: 'lan', password: 'x', role: 'Admin' });
    expect(unknown.body).toMatchObject({ statusCode: 400, message: messages.common.unknownField('role') });
  });

  it('stays the general one when there are several', async () => {
    const res = await t.post('/api/Auth/login', {});
    expect(res.body).toMatchObject({
      statusCode: 400,
      message: messages.common.invalidInput,
      fieldErrors: {
        username: [messages.validation.usernameRequired],
        password: [messages.validation.passwordRequired],
      },
    });
    expect(res.body.errors).toHaveLength(2);
  });
});
