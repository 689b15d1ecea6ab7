import type { Article, Category } from '@clinic/contract';

/** The category page reads category_id / category_name; accept both spellings from any source. */
type Loose<T> = Partial<T> & Record<string, unknown>;
export type RawCategory = Loose<Category>;
export type RawArticle = Loose<Article>;

export function normalizeCategory(raw: RawCategory): Category {
  return {
    categoryId: Number(raw.categoryId ?? raw.category_id),
    categoryName: String(raw.categoryName ?? raw.category_name ?? ''),
    isActive: raw.isActive !== false,
  };
}

export function normalizeArticle(raw: RawArticle): Article {
  const created = String(raw.createdDate ?? raw.createDate ?? '');
  return {
    articleId: Number(raw.articleId),
    title: String(raw.title ?? ''),
    content: String(raw.content ?? ''),
    categoryId: Number(raw.categoryId ?? raw.category_id),
    categoryName: String(raw.categoryName ?? raw.category_name ?? ''),
    userId: typeof raw.userId === 'number' ? raw.userId : null,
    authorName: typeof raw.authorName === 'string' ? raw.authorName : null,
    createDate: created,
    createdDate: created,
    isActive: raw.isActive !== false,
  };
}

/** Public pages show only active rows and the newest first. */
export function activeNewestFirst(articles: Article[]): Article[] {
  return articles
    .filter((a) => a.isActive)
    .sort((a, b) =>
      b.createdDate > a.createdDate ? 1 : b.createdDate < a.createdDate ? -1 : b.articleId - a.articleId,
    );
}

/** The answer of GET /Category/GetAll as the public pages show it: the active categories. */
export function activeCategories(data: RawCategory[] | null): Category[] {
  return (data ?? []).map(normalizeCategory).filter((c) => c.isActive);
}

/** The answer of GET /Article/GetAll as the public pages show it: the active articles, newest first. */
export function activeArticles(data: RawArticle[] | null): Article[] {
  return activeNewestFirst((data ?? []).map(normalizeArticle));
}
