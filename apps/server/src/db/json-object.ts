import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `json_build_object` of these fields, in their order: a row read as one JSON value, which the driver parses at once,
 * instead of a column each that the driver and the ORM convert one by one (for a doctor's 500 patients, that
 * conversion cost more than the rules run on them: clinic/patient-courses.ts). Dates come as yyyy-MM-dd texts, as
 * the ORM's string mode gives them. The names are the code's own identifiers, never input.
 */
export function jsonObject<T>(fields: Readonly<Record<string, SQLWrapper>>): SQL<T> {
  const pairs = Object.entries(fields).map(([name, value]) => {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`not a field name: ${name}`);
    return sql`'${sql.raw(name)}', ${value}`;
  });
  return sql<T>`json_build_object(${sql.join(pairs, sql`, `)})`;
}
