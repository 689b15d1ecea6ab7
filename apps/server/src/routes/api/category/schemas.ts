import { z } from 'zod';

/** The success envelope around a data schema, as declared in the OpenAPI document. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.boolean(),
    statusCode: z.number().int(),
    message: z.string(),
    data: data.nullable(),
    errors: z.array(z.string()),
    meta: z
      .object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
      .optional(),
  });
}

/** Spec 3: the category page reads category_id and category_name, the rest of the app the camelCase names. */
export const categoryItem = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  isActive: z.boolean(),
  category_id: z.number().int(),
  category_name: z.string(),
});
export type CategoryItem = z.infer<typeof categoryItem>;
