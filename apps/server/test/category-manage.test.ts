import { messages, type Role } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles, categories } from '../src/db/schema.js';
import { createAndUpdate, useAppWithEveryRole } from './helpers/build.js';
import { insertRow } from './helpers/database.js';
import { expectMessage, expectOnlyRoles } from './helpers/expect.js';

const { t, users } = useAppWithEveryRole();

const { create, update } = createAndUpdate(t, users, '/api/Category');
const categoryCount = async () => (await t.db.select().from(categories)).length;

describe('POST /api/Category/Create', () => {
  it('creates an active category by default and answers it with both spellings', async () => {
    const res = await create({ categoryName: '  Dinh dưỡng  ' });
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ status: true, statusCode: 201, message: 'Thêm danh mục thành công' });
    expect(res.body.data).toMatchObject({
      categoryName: 'Dinh dưỡng',
      isActive: true,
      category_name: 'Dinh dưỡng',
    });
    const read = await t.get(`/api/Category/GetById/${res.body.data.categoryId}`);
    expect(read.body.data.categoryName).toBe('Dinh dưỡng');
  });

  it('keeps isActive false when asked, so the category stays off the public pages', async () => {
    const res = await create({ categoryName: 'Nháp', isActive: false }, users.Admin.token);
    expect(res.statusCode).toBe(201);
    const publicRead = await t.get(`/api/Category/GetById/${res.body.data.categoryId}`);
    expect(publicRead.statusCode).toBe(404);
  });

  it.each([{}, { categoryName: '' }, { categoryName: '   ' }, { categoryName: null }])(
    'answers 400 with the message of the original app for %j and writes nothing',
    async (payload) => {
      const before = await categoryCount();
      const res = await create({ isActive: true, ...payload });
      expect(res.statusCode).toBe(400);
      expect(res.body.fieldErrors.categoryName).toEqual(['Tên danh mục không được để trống']);
      expect(await categoryCount()).toBe(before);
    },
  );

  it('refuses unknown fields', async () => {
    const res = await create({ categoryName: 'X', categoryId: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.body.fieldErrors.categoryId).toEqual([messages.common.unknownField('categoryId')]);
  });
});

describe('PUT /api/Category/Update', () => {
  it('renames a category, and isActive false deletes it from the public with its articles', async () => {
    const created = await create({ categoryName: 'Xét nghiệm' });
    const id = created.body.data.categoryId as number;
    const article = await insertRow(t.db, articles, {
      title: 'Xét nghiệm CD4',
      content: 'Nội dung',
      categoryId: id,
      userId: users.Staff.userId,
    });

    const renamed = await update({ categoryId: id, categoryName: 'Xét nghiệm định kỳ', isActive: true });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toMatchObject({ message: 'Cập nhật danh mục thành công' });
    expect(renamed.body.data).toMatchObject({
      categoryId: id,
      categoryName: 'Xét nghiệm định kỳ',
      isActive: true,
    });

    const deleted = await update({ categoryId: id, categoryName: 'Xét nghiệm định kỳ', isActive: false });
    expect(deleted.statusCode).toBe(200);
    const [row] = await t.db.select().from(categories).where(eq(categories.categoryId, id));
    expect(row?.isActive).toBe(false);
    const publicList = await t.get('/api/Category/GetAll');
    expect(publicList.body.data.map((c: { categoryId: number }) => c.categoryId)).not.toContain(id);
    const publicArticle = await t.get(`/api/Article/GetByID/${article?.articleId}`);
    expect(publicArticle.statusCode).toBe(404);
    const adminList = await t.get('/api/Category/GetAll', users.Admin.token);
    expect(adminList.body.data.find((c: { categoryId: number }) => c.categoryId === id)).toMatchObject({
      isActive: false,
    });
  });

  it('answers 404 for a missing category', async () => {
    const res = await update({ categoryId: 987654, categoryName: 'Không có', isActive: true });
    expectMessage(res, 404, 'Không tìm thấy danh mục');
  });

  it('answers 400 with the message of the original app for a blank name and leaves the category as it was', async () => {
    const created = await create({ categoryName: 'Giữ nguyên' });
    const id = created.body.data.categoryId as number;
    const res = await update({ categoryId: id, categoryName: ' ', isActive: false });
    expect(res.statusCode).toBe(400);
    expect(res.body.fieldErrors.categoryName).toEqual(['Tên danh mục không được để trống']);
    const [row] = await t.db.select().from(categories).where(eq(categories.categoryId, id));
    expect(row).toMatchObject({ categoryName: 'Giữ nguyên', isActive: true });
  });

  it('requires categoryId and isActive', async () => {
    const res = await update({ categoryName: 'Thiếu id' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['categoryId', 'isActive']);
  });
});

describe('permissions of the category writes (A M S only)', () => {
  const calls = [
    { method: 'POST' as const, url: '/api/Category/Create' },
    { method: 'PUT' as const, url: '/api/Category/Update' },
  ];
  const allowed: Role[] = ['Admin', 'Manager', 'Staff'];
  it.each(calls)('$method $url', async ({ method, url }) => {
    // An empty body is invalid: the allowed roles get past the role check to a 400, nothing is written.
    await expectOnlyRoles(t, users, { method, url, payload: {} }, allowed, 400);
  });
});
