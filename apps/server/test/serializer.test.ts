import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KeptForms } from '../src/lib/kept.js';
import { serializerCompiler } from '../src/lib/serializer.js';

const forms = new KeptForms();
/** An envelope of a kept answer, as lib/reply.ts's sameEnvelope makes it. */
const keptEnvelope = <E extends object>(envelope: E) => forms.envelope(forms.keep({}), () => envelope);

const serialize = serializerCompiler(forms)({
  schema: z.object({ name: z.string() }),
  method: 'GET',
  url: '/api/Example',
  httpStatus: '200',
} as never);

describe('serializerCompiler', () => {
  it('drops the fields the schema does not list, kept answer or not', () => {
    expect(serialize({ name: 'An', passwordHash: 'x' })).toBe('{"name":"An"}');
    expect(String(serialize(keptEnvelope({ name: 'An', passwordHash: 'x' })))).toBe('{"name":"An"}');
  });

  it('makes the JSON of a kept answer once, as the same bytes, and of any other answer each time', () => {
    const kept = keptEnvelope({ name: 'An' });
    const plain = { name: 'An' };
    const first = serialize(kept);
    expect(String(first)).toBe('{"name":"An"}');
    expect(serialize(plain)).toBe('{"name":"An"}');
    // Kept answers are never changed (db/cached-read.ts); changing one shows that its JSON was not made again.
    kept.name = 'Bình';
    plain.name = 'Bình';
    expect(serialize(kept)).toBe(first);
    expect(serialize(plain)).toBe('{"name":"Bình"}');
  });
});
