import { messages } from '@clinic/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema.js';
import { useAppWithEveryRole } from './helpers/build.js';
import { insertRow } from './helpers/database.js';
import { expectData, expectMessage } from './helpers/expect.js';

const { t, users: tokens } = useAppWithEveryRole();
let active: { categoryId: number; categoryName: string };
let inactive: { categoryId: number; categoryName: string };

beforeAll(async () => {
  active = await insertRow(t.db, categories, { categoryName: 'Kiến thức HIV/AIDS', isActive: true });
  inactive = await insertRow(t.db, categories, { categoryName: 'Danh mục đã ẩn', isActive: false });
});

const ids = (body: { data: { categoryId: number }[] }) => body.data.map((c) => c.categoryId);

describe('GET /api/Category/GetAll', () => {
  it('gives a visitor only the active categories, with both spellings of the fields', async () => {
    const res = await t.get('/api/Category/GetAll');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, statusCode: 200, errors: [] });
    expect(res.body.data).toEqual([
      {
        categoryId: active.categoryId,
        categoryName: 'Kiến thức HIV/AIDS',
        isActive: true,
        category_id: active.categoryId,
        category_name: 'Kiến thức HIV/AIDS',
      },
    ]);
    expect(res.body.meta).toBeUndefined();
  });

  it.each(['Admin', 'Manager', 'Staff'])('gives %s every category, inactive ones included', async (role) => {
    const res = await t.get('/api/Category/GetAll', tokens[role]?.token);
    expect(res.statusCode).toBe(200);
    expect(ids(res.body)).toEqual([active.categoryId, inactive.categoryId]);
    expect(res.body.data[1]).toMatchObject({ isActive: false, category_name: 'Danh mục đã ẩn' });
  });

  it.each(['Patient', 'Doctor'])('gives a %s only the active ones', async (role) => {
    const res = await t.get('/api/Category/GetAll', tokens[role]?.token);
    expect(res.statusCode).toBe(200);
    expect(ids(res.body)).toEqual([active.categoryId]);
  });

  it('treats a stale or forged token on a public page as a visitor', async () => {
    const res = await t.get('/api/Category/GetAll', 'not.a.jwt');
    expect(res.statusCode).toBe(200);
    expect(ids(res.body)).toEqual([active.categoryId]);
  });

  it('matches the path case-insensitively', async () => {
    const res = await t.get('/api/category/getall');
    expect(res.statusCode).toBe(200);
    expect(ids(res.body)).toEqual([active.categoryId]);
  });
});

describe('GET /api/Category/GetById/{id}', () => {
  it('answers an active category to a visitor', async () => {
    const res = await t.get(`/api/Category/GetById/${active.categoryId}`);
    expectData(res, 200, {
      categoryId: active.categoryId,
      category_id: active.categoryId,
      isActive: true,
    });
  });

  it('hides an inactive category from visitors and patients as if it did not exist', async () => {
    for (const token of [undefined, tokens.Patient?.token]) {
      const res = await t.get(`/api/Category/GetById/${inactive.categoryId}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.body).toMatchObject({ status: false, statusCode: 404, data: null });
    }
  });

  it('shows an inactive category to staff', async () => {
    const res = await t.get(`/api/Category/GetByID/${inactive.categoryId}`, tokens.Staff?.token);
    expectData(res, 200, { categoryId: inactive.categoryId, isActive: false });
  });

  it('answers 404 for a missing category', async () => {
    const res = await t.get('/api/Category/GetById/424242');
    expectMessage(res, 404, 'Không tìm thấy danh mục');
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const res = await t.get(`/api/Category/GetById/${id}`);
    expect(res.statusCode).toBe(400);
    // The only error is the message, for clients that show nothing else.
    expect(res.body).toMatchObject({
      status: false,
      statusCode: 400,
      message: messages.common.mustBeInteger,
    });
    expect(res.body.fieldErrors.id).toEqual([messages.common.mustBeInteger]);
  });
});
