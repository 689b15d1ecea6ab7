import { messages } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles, users } from '../src/db/schema.js';
import { useTestApp } from './helpers/build.js';
import { expectMessage } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

const ORIGIN = 'https://old-client.example';

const t = useTestApp({ config: { corsOrigins: [ORIGIN] } });

describe('a client of the original API on another origin', () => {
  it.each(['PUT', 'DELETE', 'POST', 'GET'])(
    'is allowed a %s with Authorization and Content-Type',
    async (method) => {
      const res = await t.call({
        method: 'OPTIONS',
        url: '/api/Article/Update',
        headers: {
          origin: ORIGIN,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
      const methods = String(res.headers['access-control-allow-methods']).split(/,\s*/);
      expect(methods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']));
      expect(String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(
        expect.arrayContaining(['authorization', 'content-type']),
      );
    },
  );

  it('is not given CORS headers from an origin outside CORS_ORIGINS', async () => {
    const res = await t.call({
      method: 'OPTIONS',
      url: '/api/Article/Update',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('deletes with Content-Type: application/json and an empty body', async () => {
    const staff = await t.user('Staff');
    const created = await staffArticle(staff, { title: 'Bài tạm', content: 'Nội dung' });
    expect(created.statusCode).toBe(201);
    const id = created.body.data.articleId as number;
    const res = await t.raw('DELETE', `/api/Article/Delete/${id}`, '', {
      token: staff.token,
      headers: { origin: ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(articles).where(eq(articles.articleId, id))).toEqual([]);
  });

  it('still refuses a body that is not JSON', async () => {
    const res = await t.raw('POST', '/api/Auth/login', '{"username":');
    expectMessage(res, 400, messages.common.invalidJson);
  });

  it('answers a required body sent empty with a 400, not a 500', async () => {
    const res = await t.raw('POST', '/api/Auth/login', '   ');
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(false);
  });
});

/** A staff member creates an article in a category of their own making. */
async function staffArticle(staff: CreatedUser, text: { title: string; content: string }) {
  const category = await t.call({
    method: 'POST',
    url: '/api/Category/Create',
    token: staff.token,
    payload: { categoryName: `Danh mục ${Math.random()}` },
  });
  const categoryId = category.body.data.categoryId as number;
  return t.call({
    method: 'POST',
    url: '/api/Article/Create',
    token: staff.token,
    payload: { ...text, categoryId },
  });
}

describe('headers of every API answer', () => {
  it.each([
    ['a public list', 'GET', '/api/Category/GetAll'],
    ['an unknown API route', 'GET', '/api/Nothing/Here'],
    ['a refused call', 'GET', '/api/Patient/GetAll'],
    ['a bad body', 'POST', '/api/Auth/login'],
  ])('%s is never cached', async (_, method, url) => {
    const res = await t.call({ method: method as 'GET', url, payload: method === 'POST' ? {} : undefined });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is no-store for a patient reading their own profile', async () => {
    const patient = await t.user('Patient');
    const res = await t.get(`/api/Patient/GetByID/${patient.patientId}`, patient.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('control characters in text and searches', () => {
  it('refuses a NUL byte in the public registration with fieldErrors, and writes nothing', async () => {
    const username = 'nul_byte_user';
    const res = await t.call({
      method: 'POST',
      url: '/api/Patient/Create',
      payload: {
        username,
        password: 'Abcdef1!',
        email: 'nul@example.com',
        phoneNumber: '0912345678',
        fullName: 'Nguyễn\u0000 Văn',
        dateOfBirth: '1990-01-01',
        address: '1 Lê Lợi',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.fieldErrors.fullName).toEqual([messages.common.controlCharacters]);
    expect(await t.db.select().from(users).where(eq(users.username, username))).toEqual([]);
  });

  it('refuses a NUL byte in a patient profile update and keeps the stored profile', async () => {
    const patient = await t.user('Patient', { fullName: 'Trần Thị Bình' });
    const res = await t.call({
      method: 'PUT',
      url: '/api/patient/Update',
      token: patient.token,
      payload: {
        userId: patient.userId,
        fullName: 'Trần Thị Bình',
        dateOfBirth: '1990-05-17',
        gender: 'Female',
        address: 'Số 1\u0000',
        phoneNumber: '0912345678',
        bloodType: 'O+',
        isPregnant: false,
        specialNotes: 'ghi chú\u0007',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['address', 'specialNotes']);
    const [row] = await t.db.select().from(users).where(eq(users.userId, patient.userId));
    expect(row?.address).toBe('12 Lê Lợi, Quận 1, TP.HCM');
  });

  it.each([
    '/api/Patient/GetAll?search=An%00',
    '/api/Manager/GetAll?search=%1B',
    '/api/Article/GetAll?search=%00',
  ])('refuses %s with a 400', async (url) => {
    const admin = await t.user('Admin');
    const res = await t.get(url, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.fieldErrors.search).toEqual([messages.common.controlCharacters]);
  });

  it('keeps line breaks and tabs in an article', async () => {
    const staff = await t.user('Staff');
    const res = await staffArticle(staff, { title: 'Hai dòng', content: 'Dòng 1\r\nDòng 2\tcuối' });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.content).toBe('Dòng 1\r\nDòng 2\tcuối');
  });
});
