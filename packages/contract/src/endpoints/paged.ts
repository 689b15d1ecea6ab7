import { z } from 'zod';
import { envelopeOf } from '../envelope.js';
import { pageQuery } from '../fields.js';

/**
 * A list read a page at a time and searched in `searchedBy`: the description, query and answer the paged lists
 * share, so that they say and accept the same.
 */
export function searchedPages<T extends z.ZodType>(searchedBy: string, item: T) {
  return {
    description: `page, pageSize (tối đa 100) và search (${searchedBy}) là tùy chọn.`,
    query: pageQuery,
    response: envelopeOf(z.array(item)),
  };
}
