import {
  type Article,
  articleCreateBody,
  articleUpdateBody,
  type Category,
  categoryCreateBody,
  categoryUpdateBody,
} from '@clinic/contract';
import { parseWith } from '../../lib/forms';
import { contentAdminMessages as m } from './messages';

/** Pure rules of the category and article screens, unit-tested apart from React. */

export const TITLE_LIMIT = 50;

/** Titles are cut to 50 characters in lists, with '...' when cut. */
export function truncateTitle(title: string, limit = TITLE_LIMIT): string {
  const chars = Array.from(title.normalize('NFC'));
  return chars.length > limit ? `${chars.slice(0, limit).join('')}...` : title;
}

/** Case-insensitive substring match, Vietnamese-aware (Đ/đ, accented capitals). */
export function matches(text: string | null | undefined, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('vi');
  if (!needle) return true;
  return (text ?? '').normalize('NFC').toLocaleLowerCase('vi').includes(needle.normalize('NFC'));
}

export function filterCategories(categories: readonly Category[], search: string): Category[] {
  return categories.filter((c) => matches(c.categoryName, search));
}

export interface CategoryFormValues {
  categoryName: string;
  isActive: boolean;
}

/** The contract's schemas validate the form, so the messages are the server's ('Tên danh mục không được để trống'). */
export function parseCategoryCreate(values: CategoryFormValues) {
  return parseWith(categoryCreateBody, values);
}

export function parseCategoryUpdate(categoryId: number, values: CategoryFormValues) {
  return parseWith(categoryUpdateBody, categoryUpdateInput(categoryId, values));
}

export function categoryUpdateInput(categoryId: number, values: CategoryFormValues) {
  return { categoryId, ...values };
}

export interface ArticleFormValues {
  title: string;
  /** The select's value: '' while nothing is chosen. */
  categoryId: string;
  content: string;
  isActive: boolean;
}

export function parseArticleCreate(values: ArticleFormValues, userId: number | null) {
  return parseWith(articleCreateBody, articleInput(values, userId));
}

export function parseArticleUpdate(articleId: number, values: ArticleFormValues, userId: number | null) {
  return parseWith(articleUpdateBody, articleInput(values, userId, articleId));
}

/** The article body the form's values make: the author, and the id when it updates. */
export function articleInput(values: ArticleFormValues, userId: number | null, articleId?: number) {
  return articleId === undefined ? { ...values, userId } : { articleId, ...values, userId };
}

/** The body of the Hiện/Ẩn toggle: the whole article with isActive flipped. */
export function toggledArticle(article: Article) {
  return {
    articleId: article.articleId,
    title: article.title,
    content: article.content,
    categoryId: article.categoryId,
    userId: article.userId,
    isActive: !article.isActive,
  };
}

/**
 * The categories offered by the article form: active ones by name, plus the article's current category when it
 * has been hidden since (so an update keeps its value visible).
 */
export function categoryOptions(
  categories: readonly Category[],
  currentId: number | null,
): { value: string; label: string }[] {
  return categories
    .filter((c) => c.isActive || c.categoryId === currentId)
    .map((c) => ({
      value: String(c.categoryId),
      label: c.isActive ? c.categoryName : m.inactiveCategory(c.categoryName),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'vi'));
}

// The error helpers are shared by the administration screens; re-exported under the names this feature uses.
export { apiErrorMessage as errorMessage, isNotFound, isSessionError } from '../../lib/api-errors';
export { serverFieldErrors } from '../../lib/forms';
