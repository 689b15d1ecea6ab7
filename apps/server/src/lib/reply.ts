import { messages, okEnvelope, type PageMeta } from '@clinic/contract';
import { isKeptAnswer } from '../db/cached-read.js';
import { serializedOnce } from './serializer.js';

const envelopes = new WeakMap<object, object>();

/**
 * The envelope of an answer kept in memory (db/cached-read.ts) is made once and sent again, and so is its JSON
 * (serializer.ts): `build` must depend on the answer alone. Any other answer gets a new envelope.
 */
export function sameEnvelope<E extends object>(answer: unknown, build: () => E): E {
  if (typeof answer !== 'object' || answer === null || !isKeptAnswer(answer)) return build();
  let envelope = envelopes.get(answer) as E | undefined;
  if (!envelope) {
    envelope = serializedOnce(build());
    envelopes.set(answer, envelope);
  }
  return envelope;
}

/** The success envelope; handlers return this so every answer has one shape. */
export function ok<T>(data: T, message: string = messages.common.ok, statusCode = 200, meta?: PageMeta) {
  return okEnvelope(data, message, statusCode, meta);
}

/** A list's envelope: the page's items, and its meta when a page was asked for. */
export function okPage<T>(list: { items: T[]; meta?: PageMeta | undefined }) {
  return sameEnvelope(list, () => ok(list.items, undefined, 200, list.meta));
}
