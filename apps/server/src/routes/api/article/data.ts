import type { Article, PageMeta } from '@clinic/contract';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { articles, categories, users } from '../../../db/schema.js';
import { notFound } from '../../../lib/http-error.js';

export const articleNotFound = 'Không tìm thấy bài viết';
export const DEFAULT_PAGE_SIZE = 20;

/** Spec 3: the category page reads category_id on articles. */
export type ArticleItem = Article & { category_id: number };

export interface ArticleListOptions {
  includeInactive: boolean;
  search?: string | undefined;
  categoryId?: number | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const columns = {
  articleId: articles.articleId,
  title: articles.title,
  content: articles.content,
  categoryId: articles.categoryId,
  categoryName: categories.categoryName,
  userId: articles.userId,
  authorName: users.fullName,
  createdDate: articles.createdDate,
  isActive: articles.isActive,
};

type Row = Awaited<ReturnType<typeof baseQuery>>[number];

function toItem(row: Row): ArticleItem {
  const created = row.createdDate.toISOString();
  return {
    articleId: row.articleId,
    title: row.title,
    content: row.content,
    categoryId: row.categoryId,
    category_id: row.categoryId,
    categoryName: row.categoryName,
    userId: row.userId,
    authorName: row.authorName,
    createDate: created,
    createdDate: created,
    isActive: row.isActive,
  };
}

/** An article is public only while it and its category are both active. */
function visibility(includeInactive: boolean): SQL | undefined {
  return includeInactive ? undefined : and(eq(articles.isActive, true), eq(categories.isActive, true));
}

/** LIKE wildcards typed by the user are matched literally. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function baseQuery(db: Db) {
  return db
    .select(columns)
    .from(articles)
    .innerJoin(categories, eq(categories.categoryId, articles.categoryId))
    .leftJoin(users, eq(users.userId, articles.userId));
}

/** Newest first; with page or pageSize, one page and the meta of the whole result. */
export async function listArticles(
  db: Db,
  opts: ArticleListOptions,
): Promise<{ items: ArticleItem[]; meta?: PageMeta }> {
  const where = and(
    visibility(opts.includeInactive),
    opts.search ? ilike(articles.title, `%${escapeLike(opts.search)}%`) : undefined,
    opts.categoryId ? eq(articles.categoryId, opts.categoryId) : undefined,
  );
  const ordered = baseQuery(db).where(where).orderBy(desc(articles.createdDate), desc(articles.articleId));
  if (opts.page === undefined && opts.pageSize === undefined) {
    return { items: (await ordered).map(toItem) };
  }
  const page = opts.page ?? 1;
  const pageSize = opts.pageSize ?? DEFAULT_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    ordered.limit(pageSize).offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(articles)
      .innerJoin(categories, eq(categories.categoryId, articles.categoryId))
      .where(where),
  ]);
  return { items: rows.map(toItem), meta: { page, pageSize, total: counted?.total ?? 0 } };
}

export async function getArticle(db: Db, id: number, includeInactive: boolean): Promise<ArticleItem> {
  const [row] = await baseQuery(db).where(and(eq(articles.articleId, id), visibility(includeInactive)));
  if (!row) throw notFound(articleNotFound);
  return toItem(row);
}
