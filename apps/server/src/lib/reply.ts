import { messages, okEnvelope, type PageMeta } from '@clinic/contract';
import { keptFormsOf } from './kept.js';

/**
 * The envelope of an answer kept in memory (db/cached-read.ts) is made once and sent again, and so is its JSON:
 * `build` must depend on the answer alone. Any other answer gets a new envelope. The answer leads to the app that
 * keeps it (lib/kept.ts), so the routes call this with the answer as they receive it.
 */
export function sameEnvelope<E extends object>(answer: unknown, build: () => E): E {
  const forms = keptFormsOf(answer);
  return forms ? forms.envelope(answer as object, build) : build();
}

/** The success envelope; handlers return this so every answer has one shape. */
export function ok<T>(data: T, message: string = messages.common.ok, statusCode = 200, meta?: PageMeta) {
  return okEnvelope(data, message, statusCode, meta);
}

/** A list's envelope: the page's items, and its meta when a page was asked for. */
export function okPage<T>(list: { items: T[]; meta?: PageMeta | undefined }) {
  return sameEnvelope(list, () => ok(list.items, undefined, 200, list.meta));
}
