import { messages, okEnvelope, type PageMeta } from '@clinic/contract';

/** The success envelope; handlers return this so every answer has one shape. */
export function ok<T>(data: T, message: string = messages.common.ok, statusCode = 200, meta?: PageMeta) {
  return okEnvelope(data, message, statusCode, meta);
}

/** A list's envelope: the page's items, and its meta when a page was asked for. */
export function okPage<T>(list: { items: T[]; meta?: PageMeta | undefined }) {
  return ok(list.items, undefined, 200, list.meta);
}
