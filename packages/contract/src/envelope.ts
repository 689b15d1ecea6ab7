import { z } from 'zod';

export interface PageMeta {
  page: number;
  pageSize: number;
  total: number;
}

/** The one response shape of every API call. */
export interface Envelope<T> {
  status: boolean;
  statusCode: number;
  message: string;
  data: T | null;
  errors: string[];
  fieldErrors?: Record<string, string[]>;
  meta?: PageMeta;
}

export function okEnvelope<T>(data: T, message: string, statusCode = 200, meta?: PageMeta): Envelope<T> {
  return meta
    ? { status: true, statusCode, message, data, errors: [], meta }
    : { status: true, statusCode, message, data, errors: [] };
}

export function errorEnvelope(
  statusCode: number,
  message: string,
  errors: string[] = [message],
  fieldErrors?: Record<string, string[]>,
): Envelope<null> {
  return fieldErrors
    ? { status: false, statusCode, message, data: null, errors, fieldErrors }
    : { status: false, statusCode, message, data: null, errors };
}

/** The success envelope around a data schema: the response schema of every endpoint. */
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

/** The envelope of a call that answers no data, only its message. */
export const noDataEnvelope = envelopeOf(z.null());
