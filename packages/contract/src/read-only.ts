import { z } from 'zod';

type ReadOnlyShape<K extends string> = { [P in K]: z.ZodOptional<z.ZodUnknown> };

/**
 * A PUT body that also takes back what the matching GET answers: `keys` are fields the server sends but never
 * writes (joined names, aliases, creation dates, derived ids). They are accepted with any value and removed from
 * the parsed output, so a handler cannot write them by mistake; any other unknown key is still refused, and the
 * schema's own refinements still run. The keys stay visible in the OpenAPI document (as optional, any value).
 */
export function acceptReadOnly<Shape extends z.ZodRawShape, const K extends string>(
  schema: z.ZodObject<Shape, z.core.$strict>,
  keys: readonly K[],
) {
  const clash = keys.filter((key) => key in schema.shape);
  // A field the body validates cannot also be ignored: one of the two meanings would be silently lost.
  if (clash.length > 0) throw new Error(`acceptReadOnly: already in the schema: ${clash.join(', ')}`);
  const extras = Object.fromEntries(keys.map((key) => [key, z.unknown().optional()])) as ReadOnlyShape<K>;
  // safeExtend keeps the refinements of `schema` (extend refuses a refined object).
  const widened = (schema as z.ZodObject).safeExtend(extras) as unknown as z.ZodObject<
    Shape & ReadOnlyShape<K>,
    z.core.$strict
  >;
  return widened.transform((value) => {
    const kept: Record<string, unknown> = { ...value };
    for (const key of keys) delete kept[key];
    return kept as z.output<z.ZodObject<Shape, z.core.$strict>>;
  });
}
