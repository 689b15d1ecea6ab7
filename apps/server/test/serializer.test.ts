import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializedOnce, serializerCompiler } from '../src/lib/serializer.js';

const serialize = serializerCompiler({
  schema: z.object({ name: z.string() }),
  method: 'GET',
  url: '/api/Example',
  httpStatus: '200',
} as never);

describe('serializerCompiler', () => {
  it('drops the fields the schema does not list, kept answer or not', () => {
    expect(serialize({ name: 'An', passwordHash: 'x' })).toBe('{"name":"An"}');
    expect(String(serialize(serializedOnce({ name: 'An', passwordHash: 'x' })))).toBe('{"name":"An"}');
  });

  it('makes the JSON of a kept answer once, as the same bytes, and of any other answer each time', () => {
    const kept = serializedOnce({ name: 'An' });
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
