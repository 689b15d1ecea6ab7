import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/** Answers whose JSON may be made once and sent again (they are never changed: reply.ts, sameEnvelope). */
const unchanging = new WeakSet<object>();

export function serializedOnce<T extends object>(payload: T): T {
  unchanging.add(payload);
  return payload;
}

/**
 * The routes' serializer: the answer is encoded through the route's response schema, which also keeps the fields it
 * does not list out of it. For an answer kept in memory (db/cached-read.ts), that encoding and JSON.stringify were
 * a fifth of a request's CPU: its JSON is kept beside it, per route, as the bytes Fastify writes (a string would
 * be measured and encoded again on every send), and made again only for a new answer.
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const serialize = zodSerializerCompiler(route);
  const made = new WeakMap<object, Buffer>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !unchanging.has(data)) return serialize(data);
    let json = made.get(data);
    if (json === undefined) {
      json = Buffer.from(serialize(data));
      made.set(data, json);
    }
    // Fastify sends a Buffer as it is; its type only names the string it usually gets.
    return json as unknown as string;
  };
};
