import { z } from 'zod';
import { adminMessages } from './admin.js';
import { idField, requiredId, requiredText } from './fields.js';
import { acceptReadOnly } from './read-only.js';

export interface Category {
  categoryId: number;
  categoryName: string;
  isActive: boolean;
}

export interface Article {
  articleId: number;
  title: string;
  content: string;
  categoryId: number;
  categoryName: string;
  userId: number | null;
  authorName: string | null;
  /** Clients of the original API read both spellings (the article list and the home page). */
  createDate: string;
  createdDate: string;
  isActive: boolean;
}

const categoryNameField = requiredText('Tên danh mục không được để trống', 200);
const titleField = requiredText('Tiêu đề không được để trống', 300);
const contentField = requiredText('Nội dung không được để trống', 50_000);

export const categoryCreateBody = z.strictObject({
  categoryName: categoryNameField,
  isActive: z.boolean().default(true),
});

/** The GET's snake_case aliases come back with the rest; categoryName is the one written. */
export const categoryUpdateBody = acceptReadOnly(
  z.strictObject({
    categoryId: idField,
    categoryName: categoryNameField,
    isActive: z.boolean(),
  }),
  ['category_id', 'category_name'],
);

export const articleCreateBody = z.strictObject({
  title: titleField,
  content: contentField,
  categoryId: requiredId(adminMessages.categoryRequired),
  /** Sent by the web app but ignored: the author is always the caller. */
  userId: idField.nullish(),
  isActive: z.boolean().default(true),
});

/** The category, author and creation date an article was loaded with are ignored: only categoryId moves it. */
export const articleUpdateBody = acceptReadOnly(
  z.strictObject({
    articleId: idField,
    title: titleField,
    content: contentField,
    categoryId: requiredId(adminMessages.categoryRequired),
    /** Ignored: an update never changes the author. */
    userId: idField.nullish(),
    isActive: z.boolean(),
  }),
  ['category_id', 'categoryName', 'authorName', 'createDate', 'createdDate'],
);
