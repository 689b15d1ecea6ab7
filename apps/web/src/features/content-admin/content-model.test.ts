import type { Article, Category } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  categoryOptions,
  errorMessage,
  filterCategories,
  isSessionError,
  parseArticleCreate,
  parseArticleUpdate,
  parseCategoryCreate,
  parseCategoryUpdate,
  serverFieldErrors,
  toggledArticle,
  truncateTitle,
} from './content-model';

describe('truncateTitle', () => {
  it('keeps a title of 50 characters or fewer', () => {
    const fifty = 'a'.repeat(50);
    expect(truncateTitle(fifty)).toBe(fifty);
    expect(truncateTitle('Điều trị ARV')).toBe('Điều trị ARV');
  });

  it("cuts a longer title at 50 characters and adds '...'", () => {
    const title = `${'Sống khỏe cùng HIV: '.repeat(4)}hết`;
    const cut = truncateTitle(title);
    expect(cut).toBe(`${Array.from(title).slice(0, 50).join('')}...`);
    expect(Array.from(cut)).toHaveLength(53);
  });

  it('counts decomposed Vietnamese letters as one character each', () => {
    const nfd = 'ệ'.normalize('NFD').repeat(51);
    expect(truncateTitle(nfd)).toBe(`${'ệ'.repeat(50)}...`);
  });
});

describe('filterCategories', () => {
  const list: Category[] = [
    { categoryId: 1, categoryName: 'Điều trị ARV', isActive: true },
    { categoryId: 2, categoryName: 'Dinh dưỡng', isActive: false },
  ];

  it('matches case-insensitively, Vietnamese capitals included', () => {
    expect(filterCategories(list, 'đIỀU').map((c) => c.categoryId)).toEqual([1]);
    expect(filterCategories(list, '  DINH ').map((c) => c.categoryId)).toEqual([2]);
    expect(filterCategories(list, '')).toHaveLength(2);
    expect(filterCategories(list, 'xyz')).toEqual([]);
  });
});

describe('category form validation', () => {
  it("asks for the name with the contract's message", () => {
    const parsed = parseCategoryCreate({ categoryName: '   ', isActive: true });
    expect(parsed).toEqual({ ok: false, errors: { categoryName: 'Tên danh mục không được để trống' } });
  });

  it('trims the name and builds the update body', () => {
    expect(parseCategoryUpdate(4, { categoryName: ' Phòng ngừa ', isActive: false })).toEqual({
      ok: true,
      data: { categoryId: 4, categoryName: 'Phòng ngừa', isActive: false },
    });
  });
});

describe('article form validation', () => {
  it('asks for title, category and content', () => {
    const parsed = parseArticleCreate({ title: '', categoryId: '', content: ' ', isActive: true }, 1);
    expect(parsed).toEqual({
      ok: false,
      errors: {
        title: 'Tiêu đề không được để trống',
        categoryId: 'Vui lòng chọn danh mục',
        content: 'Nội dung không được để trống',
      },
    });
  });

  it("turns the select's value into a number", () => {
    const parsed = parseArticleUpdate(9, { title: 'T', categoryId: '3', content: 'C', isActive: false }, 2);
    expect(parsed).toEqual({
      ok: true,
      data: { articleId: 9, title: 'T', categoryId: 3, content: 'C', isActive: false, userId: 2 },
    });
  });
});

describe('toggledArticle', () => {
  it('sends the whole article with isActive flipped', () => {
    const article: Article = {
      articleId: 5,
      title: 'T',
      content: 'C',
      categoryId: 2,
      categoryName: 'K',
      userId: 7,
      authorName: 'A',
      createDate: '2025-01-01T00:00:00.000Z',
      createdDate: '2025-01-01T00:00:00.000Z',
      isActive: true,
    };
    expect(toggledArticle(article)).toEqual({
      articleId: 5,
      title: 'T',
      content: 'C',
      categoryId: 2,
      userId: 7,
      isActive: false,
    });
  });
});

describe('categoryOptions', () => {
  const list: Category[] = [
    { categoryId: 1, categoryName: 'Tin tức', isActive: true },
    { categoryId: 2, categoryName: 'Cũ', isActive: false },
    { categoryId: 3, categoryName: 'Dinh dưỡng', isActive: true },
  ];

  it('offers active categories by name', () => {
    expect(categoryOptions(list, null)).toEqual([
      { value: '3', label: 'Dinh dưỡng' },
      { value: '1', label: 'Tin tức' },
    ]);
  });

  it("keeps the article's hidden category, marked", () => {
    expect(categoryOptions(list, 2).map((o) => o.label)).toContain('Cũ (đã ẩn)');
  });
});

describe('errors', () => {
  it('prefers the server message, then the default; no response has its own text', () => {
    expect(errorMessage(new ApiError(409, 'x', { serverMessage: 'Trùng' }), 'Mặc định')).toBe('Trùng');
    expect(errorMessage(new ApiError(500, 'HTTP 500'), 'Mặc định')).toBe('Mặc định');
    expect(errorMessage(new ApiError(0, 'offline'), 'Mặc định')).toBe('Đã xảy ra lỗi khi kết nối đến server');
    expect(errorMessage(new Error('boom'), 'Mặc định')).toBe('Mặc định');
  });

  it('maps the fieldErrors of a 400 onto the fields', () => {
    const error = new ApiError(400, 'x', { fieldErrors: { categoryId: ['Danh mục không tồn tại'] } });
    expect(serverFieldErrors(error)).toEqual({ categoryId: 'Danh mục không tồn tại' });
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });

  it('leaves a 401 to the expired-session routine', () => {
    expect(isSessionError(new ApiError(401, 'x'))).toBe(true);
    expect(isSessionError(new ApiError(403, 'x'))).toBe(false);
  });
});
