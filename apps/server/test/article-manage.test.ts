import type { Role } from '@clinic/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, categories } from '../src/db/schema.js';
import { createAndUpdate, useAppWithEveryRole } from './helpers/build.js';
import { refusedValues } from './helpers/cases.js';
import { expectFieldError, expectFieldErrors, expectMessage, expectOnlyRoles } from './helpers/expect.js';

const { t, users } = useAppWithEveryRole({}, (role) => ({ fullName: `Tác giả ${role}` }));
let cat1: number;
let cat2: number;

beforeAll(async () => {
  const rows = await t.db
    .insert(categories)
    .values([{ categoryName: 'Kiến thức' }, { categoryName: 'Tin tức' }])
    .returning();
  cat1 = rows[0]?.categoryId as number;
  cat2 = rows[1]?.categoryId as number;
});

const { create, update } = createAndUpdate(t, users, '/api/Article', 'Admin');
const articleCount = async () => (await t.db.select().from(articles)).length;
const valid = () => ({ title: 'Sống khỏe với HIV', content: 'Ăn uống điều độ.', categoryId: cat1 });

describe('POST /api/Article/Create', () => {
  it('creates an active article whose author is the caller, whatever userId says', async () => {
    const res = await create({ ...valid(), userId: users.Admin.userId });
    expectMessage(res, 201, 'Thêm bài viết thành công');
    expect(res.body.data).toMatchObject({
      title: 'Sống khỏe với HIV',
      content: 'Ăn uống điều độ.',
      categoryId: cat1,
      categoryName: 'Kiến thức',
      userId: users.Staff.userId,
      authorName: 'Tác giả Staff',
      isActive: true,
    });
    const publicRead = await t.get(`/api/Article/GetByID/${res.body.data.articleId}`);
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.body.data.title).toBe('Sống khỏe với HIV');
  });

  it('accepts a categoryId sent as a string, as form selects often send it', async () => {
    const res = await create({ ...valid(), categoryId: String(cat2) }, users.Manager.token);
    expect(res.statusCode).toBe(201);
    expect(res.body.data).toMatchObject({ categoryId: cat2, userId: users.Manager.userId });
  });

  it.each([
    ...refusedValues('title', ['  ', undefined], 'Tiêu đề không được để trống'),
    ...refusedValues('content', ['', undefined], 'Nội dung không được để trống'),
    ...refusedValues('categoryId', [undefined, null, '', 0], 'Vui lòng chọn danh mục'),
  ])(
    'answers 400 on %s for %j with the message of the original app and writes nothing',
    async (field, override, message) => {
      const before = await articleCount();
      const res = await create({ ...valid(), ...override });
      expectFieldError(res, field, message);
      expect(await articleCount()).toBe(before);
    },
  );

  it('answers 400 for a category that does not exist', async () => {
    const before = await articleCount();
    const res = await create({ ...valid(), categoryId: 777777 });
    expectMessage(res, 400, 'Danh mục không tồn tại');
    expect(res.body.fieldErrors).toEqual({ categoryId: ['Danh mục không tồn tại'] });
    expect(await articleCount()).toBe(before);
  });
});

describe('PUT /api/Article/Update', () => {
  it('updates the fields, keeps author and date, and the Ẩn toggle hides it from the public', async () => {
    const created = await create(valid(), users.Staff.token);
    const id = created.body.data.articleId as number;
    const res = await update({
      articleId: id,
      title: 'Tiêu đề mới',
      content: 'Nội dung mới',
      categoryId: cat2,
      isActive: false,
      userId: users.Admin.userId,
    });
    expectMessage(res, 200, 'Cập nhật bài viết thành công');
    expect(res.body.data).toMatchObject({
      articleId: id,
      title: 'Tiêu đề mới',
      content: 'Nội dung mới',
      categoryId: cat2,
      isActive: false,
      userId: users.Staff.userId,
      createdDate: created.body.data.createdDate,
    });
    expect((await t.get(`/api/Article/GetByID/${id}`)).statusCode).toBe(404);
    const publicList = await t.get('/api/Article/GetAll');
    expect(publicList.body.data.map((a: { articleId: number }) => a.articleId)).not.toContain(id);

    const shown = await update({
      articleId: id,
      title: 'Tiêu đề mới',
      content: 'Nội dung mới',
      categoryId: cat2,
      isActive: true,
    });
    expect(shown.statusCode).toBe(200);
    expect((await t.get(`/api/Article/GetByID/${id}`)).statusCode).toBe(200);
  });

  it('answers 404 for a missing article and 400 for a missing category', async () => {
    const missing = await update({ ...valid(), articleId: 888888, isActive: true });
    expectMessage(missing, 404, 'Không tìm thấy bài viết');
    const created = await create(valid());
    const badCategory = await update({
      ...valid(),
      articleId: created.body.data.articleId,
      categoryId: 777777,
      isActive: true,
    });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.body.fieldErrors.categoryId).toEqual(['Danh mục không tồn tại']);
  });

  it('validates like create and changes nothing on a 400', async () => {
    const created = await create(valid());
    const id = created.body.data.articleId as number;
    const res = await update({ articleId: id, title: '', content: ' ', categoryId: null, isActive: true });
    expectFieldErrors(res, {
      title: ['Tiêu đề không được để trống'],
      content: ['Nội dung không được để trống'],
      categoryId: ['Vui lòng chọn danh mục'],
    });
    const [row] = await t.db.select().from(articles).where(eq(articles.articleId, id));
    expect(row?.title).toBe('Sống khỏe với HIV');
  });
});

describe('DELETE /api/Article/Delete/{id}', () => {
  it('really deletes the article; a second delete is a 404', async () => {
    const created = await create(valid());
    const id = created.body.data.articleId as number;
    const res = await t.call({
      method: 'DELETE',
      url: `/api/Article/Delete/${id}`,
      token: users.Manager.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: 'Xóa bài viết thành công', data: null });
    expect(await t.db.select().from(articles).where(eq(articles.articleId, id))).toEqual([]);
    const again = await t.call({
      method: 'DELETE',
      url: `/api/Article/Delete/${id}`,
      token: users.Manager.token,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('permissions of the article writes (A M S only)', () => {
  const allowed: Role[] = ['Admin', 'Manager', 'Staff'];
  it.each([
    { method: 'POST' as const, url: '/api/Article/Create', expected: 400 },
    { method: 'PUT' as const, url: '/api/Article/Update', expected: 400 },
    { method: 'DELETE' as const, url: '/api/Article/Delete/999999', expected: 404 },
  ])('$method $url', async ({ method, url, expected }) => {
    // Invalid bodies and a missing id: allowed roles pass the role check and nothing is written.
    const payload = method === 'DELETE' ? undefined : {};
    await expectOnlyRoles(t, users, { method, url, payload }, allowed, expected);
  });
});
