import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty body is no body:
 * clients send `Content-Type: application/json` on a DELETE or a body-less POST, and that is not malformed JSON.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    // A provider's callback is signed over the bytes it sent (messaging/callbacks.ts).
    request.rawBody = text;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received, before it was parsed. */
    rawBody?: string;
  }
}
