import { endpoints } from '@clinic/contract';

/**
 * Every read of the content, the public pages' included: an article's row shows its category's name and a
 * hidden category hides its articles, so any change may show anywhere.
 */
export const CONTENT_READS = [
  endpoints.category.getAll,
  endpoints.category.getById,
  endpoints.article.getAll,
  endpoints.article.getById,
];
