import { type Article, adminMessages, type PageMeta } from '@clinic/contract';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { articles, categories, users } from '../../../db/schema.js';
import { fieldError, notFound } from '../../../lib/http-error.js';
import { escapeLike, listPage, type PageOptions } from '../../../lib/paging.js';

export const articleNotFound = 'Không tìm thấy bài viết';

/** Clients of the original API read category_id on articles (their category page). */
export type ArticleItem = Article & { category_id: number };

export interface ArticleListOptions extends PageOptions {
  includeInactive: boolean;
  search?: string | undefined;
  categoryId?: number | undefined;
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

/** The creation time under both of its names, as an ISO instant; the category id under both spellings. */
function toItem(row: Row): ArticleItem {
  const created = row.createdDate.toISOString();
  return { ...row, category_id: row.categoryId, createDate: created, createdDate: created };
}

/** An article is public only while it and its category are both active. */
function visibility(includeInactive: boolean): SQL | undefined {
  return includeInactive ? undefined : and(eq(articles.isActive, true), eq(categories.isActive, true));
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
  return listPage(
    opts,
    baseQuery(db).where(where).orderBy(desc(articles.createdDate), desc(articles.articleId)),
    db
      .select({ total: count() })
      .from(articles)
      .innerJoin(categories, eq(categories.categoryId, articles.categoryId))
      .where(where),
    toItem,
  );
}

export async function getArticle(db: Db, id: number, includeInactive: boolean): Promise<ArticleItem> {
  const [row] = await baseQuery(db).where(and(eq(articles.articleId, id), visibility(includeInactive)));
  if (!row) throw notFound(articleNotFound);
  return toItem(row);
}

export interface ArticleInput {
  title: string;
  content: string;
  categoryId: number;
  isActive: boolean;
}

/** The category an article points at must exist; a 400 on the field rather than a foreign-key 500. */
async function assertCategoryExists(db: Db, categoryId: number): Promise<void> {
  const [row] = await db
    .select({ id: categories.categoryId })
    .from(categories)
    .where(eq(categories.categoryId, categoryId));
  if (!row) {
    throw fieldError('categoryId', adminMessages.categoryMissing);
  }
}

/** The author is the caller, whatever the body says. */
export async function createArticle(db: Db, authorId: number, input: ArticleInput): Promise<ArticleItem> {
  await assertCategoryExists(db, input.categoryId);
  const [row] = await db
    .insert(articles)
    .values({ ...input, userId: authorId })
    .returning({ articleId: articles.articleId });
  if (!row) throw new Error('article insert returned nothing');
  return getArticle(db, row.articleId, true);
}

/** Title, content, category and visibility change; the author and creation date never do. */
export async function updateArticle(db: Db, articleId: number, input: ArticleInput): Promise<ArticleItem> {
  const [exists] = await db
    .select({ id: articles.articleId })
    .from(articles)
    .where(eq(articles.articleId, articleId));
  if (!exists) throw notFound(articleNotFound);
  await assertCategoryExists(db, input.categoryId);
  await db.update(articles).set(input).where(eq(articles.articleId, articleId));
  return getArticle(db, articleId, true);
}

/** Articles are really deleted. */
export async function deleteArticle(db: Db, articleId: number): Promise<void> {
  const deleted = await db
    .delete(articles)
    .where(eq(articles.articleId, articleId))
    .returning({ id: articles.articleId });
  if (deleted.length === 0) throw notFound(articleNotFound);
}
