import { messages } from '@clinic/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, categories } from '../src/db/schema.js';
import { DEFAULT_PAGE_SIZE } from '../src/lib/paging.js';
import { useTestApp } from './helpers/build.js';
import { insertRow } from './helpers/database.js';
import { expectData } from './helpers/expect.js';
import type { CreatedUser } from './helpers/factories.js';

const t = useTestApp();
let author: CreatedUser;
let admin: CreatedUser;
let patient: CreatedUser;
const a: Record<'old' | 'new' | 'hidden' | 'inHiddenCategory', number> = {
  old: 0,
  new: 0,
  hidden: 0,
  inHiddenCategory: 0,
};
let openCategory: number;
let hiddenCategory: number;
const day = 86_400_000;
const base = Date.UTC(2025, 0, 10, 3);

beforeAll(async () => {
  author = await t.user('Staff', { fullName: 'Phạm Minh Tuấn' });
  admin = await t.user('Admin');
  patient = await t.user('Patient');
  openCategory = (await insertRow(t.db, categories, { categoryName: 'Điều trị ARV', isActive: true }))
    .categoryId;
  hiddenCategory = (await insertRow(t.db, categories, { categoryName: 'Danh mục ẩn', isActive: false }))
    .categoryId;
  const rows = await t.db
    .insert(articles)
    .values([
      {
        title: 'Tuân thủ điều trị ARV',
        content: 'Uống thuốc đúng giờ mỗi ngày.',
        categoryId: openCategory,
        userId: author.userId,
        createdDate: new Date(base),
      },
      {
        title: 'Phác đồ TLD',
        content: 'TDF + 3TC + DTG, một viên mỗi ngày.',
        categoryId: openCategory,
        userId: null,
        createdDate: new Date(base + 3 * day),
      },
      {
        title: 'Bài viết đã ẩn',
        content: 'Không hiển thị cho công chúng.',
        categoryId: openCategory,
        isActive: false,
        createdDate: new Date(base + 5 * day),
      },
      {
        title: 'Bài trong danh mục ẩn',
        content: 'Danh mục của bài này đã bị ẩn.',
        categoryId: hiddenCategory,
        createdDate: new Date(base + 4 * day),
      },
    ])
    .returning({ articleId: articles.articleId });
  [a.old, a.new, a.hidden, a.inHiddenCategory] = rows.map((r) => r.articleId) as [
    number,
    number,
    number,
    number,
  ];
});

const ids = (body: { data: { articleId: number }[] }) => body.data.map((x) => x.articleId);

describe('GET /api/Article/GetAll', () => {
  it('gives a visitor the active articles of active categories, newest first, in the contract shape', async () => {
    const res = await t.get('/api/Article/GetAll');
    expect(res.statusCode).toBe(200);
    expect(ids(res.body)).toEqual([a.new, a.old]);
    const created = new Date(base).toISOString();
    expect(res.body.data[1]).toEqual({
      articleId: a.old,
      title: 'Tuân thủ điều trị ARV',
      content: 'Uống thuốc đúng giờ mỗi ngày.',
      categoryId: openCategory,
      category_id: openCategory,
      categoryName: 'Điều trị ARV',
      userId: author.userId,
      authorName: 'Phạm Minh Tuấn',
      createDate: created,
      createdDate: created,
      isActive: true,
    });
    expect(res.body.data[0]).toMatchObject({ userId: null, authorName: null });
    expect(res.body.meta).toBeUndefined();
  });

  it('gives a patient token the same public view', async () => {
    const res = await t.get('/api/Article/GetAll', patient.token);
    expect(ids(res.body)).toEqual([a.new, a.old]);
  });

  it.each(['Admin', 'Manager', 'Staff'] as const)('gives %s every article, newest first', async (role) => {
    const user = role === 'Admin' ? admin : await t.user(role);
    const res = await t.get('/api/Article/GetAll', user.token);
    expect(res.statusCode).toBe(200);
    expect(ids(res.body)).toEqual([a.hidden, a.inHiddenCategory, a.new, a.old]);
  });

  it('pages with meta over the whole result', async () => {
    const first = await t.get('/api/Article/GetAll?page=1&pageSize=3', admin.token);
    expect(first.statusCode).toBe(200);
    expect(ids(first.body)).toEqual([a.hidden, a.inHiddenCategory, a.new]);
    expect(first.body.meta).toEqual({ page: 1, pageSize: 3, total: 4 });
    const second = await t.get('/api/Article/GetAll?page=2&pageSize=3', admin.token);
    expect(ids(second.body)).toEqual([a.old]);
    expect(second.body.meta).toEqual({ page: 2, pageSize: 3, total: 4 });
    const publicPage = await t.get('/api/Article/GetAll?page=1&pageSize=1');
    expect(ids(publicPage.body)).toEqual([a.new]);
    expect(publicPage.body.meta).toEqual({ page: 1, pageSize: 1, total: 2 });
  });

  it('defaults the other paging value when only one is given', async () => {
    const res = await t.get('/api/Article/GetAll?page=1');
    expect(res.body.meta).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE, total: 2 });
    const beyond = await t.get('/api/Article/GetAll?pageSize=5&page=9');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta).toEqual({ page: 9, pageSize: 5, total: 2 });
  });

  it('searches titles case-insensitively, Vietnamese letters included, and filters by category', async () => {
    const upper = await t.get(`/api/Article/GetAll?search=${encodeURIComponent('TUÂN THỦ')}`);
    expect(ids(upper.body)).toEqual([a.old]);
    const lower = await t.get('/api/Article/GetAll?search=tld&page=1&pageSize=10');
    expect(ids(lower.body)).toEqual([a.new]);
    expect(lower.body.meta.total).toBe(1);
    const wildcard = await t.get('/api/Article/GetAll?search=%25');
    expect(wildcard.body.data).toEqual([]);
    const byCategory = await t.get(`/api/Article/GetAll?categoryId=${hiddenCategory}`, admin.token);
    expect(ids(byCategory.body)).toEqual([a.inHiddenCategory]);
    const publicHiddenCategory = await t.get(`/api/Article/GetAll?categoryId=${hiddenCategory}`);
    expect(publicHiddenCategory.body.data).toEqual([]);
  });

  it.each([
    ['pageSize=101', 'pageSize'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['categoryId=-1', 'categoryId'],
  ])('answers 400 for the query %s', async (query, field) => {
    const res = await t.get(`/api/Article/GetAll?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: false, statusCode: 400, data: null });
    expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
  });

  it('answers 400 for an unknown query parameter, naming it', async () => {
    const res = await t.get('/api/Article/GetAll?sort=title');
    expect(res.statusCode).toBe(400);
    expect(res.body.errors.join(' ')).toContain('sort');
  });
});

describe('GET /api/Article/GetByID/{id}', () => {
  it('answers an active article to a visitor', async () => {
    const res = await t.get(`/api/Article/GetByID/${a.old}`);
    expectData(res, 200, {
      articleId: a.old,
      categoryName: 'Điều trị ARV',
      category_id: openCategory,
    });
  });

  it('hides an inactive article, and an active one in an inactive category, from visitors and patients', async () => {
    for (const id of [a.hidden, a.inHiddenCategory]) {
      for (const token of [undefined, patient.token]) {
        const res = await t.get(`/api/Article/GetByID/${id}`, token);
        expect(res.statusCode).toBe(404);
        expect(res.body).toMatchObject({ status: false, message: 'Không tìm thấy bài viết', data: null });
      }
    }
  });

  it('shows them to an admin', async () => {
    for (const id of [a.hidden, a.inHiddenCategory]) {
      const res = await t.get(`/api/article/getbyid/${id}`, admin.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.data.articleId).toBe(id);
    }
  });

  it('answers 404 for a missing article', async () => {
    const res = await t.get('/api/Article/GetByID/987654', admin.token);
    expect(res.statusCode).toBe(404);
  });

  it.each(['abc', '-1', '99999999999'])('answers 400 for the id %s', async (id) => {
    const res = await t.get(`/api/Article/GetByID/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.body.fieldErrors.id).toEqual([messages.common.mustBeInteger]);
  });
});
