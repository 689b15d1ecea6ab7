import type { Envelope } from '@clinic/contract';
import { z } from 'zod';
import { keptComposedJson, keptPartJson } from './kept.js';

/**
 * The JSON of an envelope whose data lists its parts under `field`, exactly as the route's serializer writes it (the
 * response schema encodes the envelope, JSON.stringify writes it; lib/serializer.ts): the envelope around an empty
 * list, with the JSON of each part, as `partSchema` encodes it, put in its place. A part kept in memory has its JSON
 * written once however many answers hold it, and an answer kept in memory its whole JSON (lib/kept.ts).
 *
 * Two weeks of free slots is half a megabyte of JSON, put together again after a booking on any of its days: encoding
 * it whole took some 8 ms a time, the days of it that did not change now cost nothing.
 */
export function composedJson<T extends object>(
  schema: z.ZodType,
  envelope: Envelope<T> & { data: T },
  field: keyof T & string,
  partSchema: z.ZodType,
): Buffer {
  const { data } = envelope;
  return keptComposedJson(data, () => {
    const parts = (data as Record<string, readonly object[]>)[field] ?? [];
    const shell = JSON.stringify(z.encode(schema, { ...envelope, data: { ...data, [field]: [] } }));
    const empty = `${JSON.stringify(field)}:[]`;
    const at = shell.lastIndexOf(empty) + empty.length - 1;
    // Bytes joined rather than text: half a megabyte of text would be copied and encoded again each time.
    const written = parts.flatMap((part, i) => [
      ...(i > 0 ? [COMMA] : []),
      keptPartJson(part, () => Buffer.from(JSON.stringify(z.encode(partSchema, part)))),
    ]);
    return Buffer.concat([Buffer.from(shell.slice(0, at)), ...written, Buffer.from(shell.slice(at))]);
  });
}

const COMMA = Buffer.from(',');
