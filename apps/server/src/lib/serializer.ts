import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { KeptForms } from './kept.js';

/**
 * The routes' serializer: the answer is encoded through the route's response schema, which also keeps the fields it
 * does not list out of it. For an answer kept in memory (db/cached-read.ts), that encoding and JSON.stringify were
 * a fifth of a request's CPU: the JSON of its envelope is made once per route and kept with it by the app's
 * KeptForms, and made again only for a new answer.
 */
export function serializerCompiler(kept: KeptForms): typeof zodSerializerCompiler {
  return (route) => {
    const serialize = zodSerializerCompiler(route);
    // Fastify sends a Buffer as it is; its type only names the string it usually gets.
    return (data) => kept.serialized(data, serialize) as string;
  };
}
