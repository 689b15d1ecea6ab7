import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { KeptForms, SMALLER_AFTER_SENDS } from '../src/lib/kept.js';
import { chosenEncoding } from '../src/plugins/compression.js';
import { useTestApp } from './helpers/build.js';

const t = useTestApp();

describe('chosenEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', null],
  ] as const)('%s: %s', (accepted, expected) => {
    expect(chosenEncoding(accepted)).toBe(expected);
  });
});

describe('KeptForms compressedBody', () => {
  /** Compressors that say which of them made each form, and count their calls. */
  const counting = () => {
    const calls = { everyTime: 0, once: 0 };
    return {
      calls,
      compressor: {
        everyTime: async (body: string | Buffer) => {
          calls.everyTime += 1;
          return Buffer.from(`fast:${body.toString()}`);
        },
        once: async (body: string | Buffer) => {
          calls.once += 1;
          return Buffer.from(`small:${body.toString()}`);
        },
      },
    };
  };
  /** The JSON of a kept answer, as KeptForms makes it. */
  const keptJson = (forms: KeptForms) =>
    forms.serialized(
      forms.envelope(forms.keep({ items: [1] }), () => ({ data: 1 })),
      () => '{"data":1}',
    );

  it('answers a kept JSON in the fast form, and in the smaller one once it was sent often enough, each made once', async () => {
    const forms = new KeptForms();
    const { calls, compressor } = counting();
    const json = keptJson(forms);
    for (let k = 0; k < SMALLER_AFTER_SENDS; k += 1) {
      expect((await forms.compressedBody(json, 'br', compressor)).toString()).toBe('fast:{"data":1}');
    }
    expect(calls).toEqual({ everyTime: 1, once: 1 });
    await vi.waitFor(async () =>
      expect((await forms.compressedBody(json, 'br', compressor)).toString()).toBe('small:{"data":1}'),
    );
    expect(calls).toEqual({ everyTime: 1, once: 1 });
  });

  it('leaves an answer sent fewer times in the fast form', async () => {
    const forms = new KeptForms();
    const { calls, compressor } = counting();
    const json = keptJson(forms);
    for (let k = 1; k < SMALLER_AFTER_SENDS; k += 1) await forms.compressedBody(json, 'br', compressor);
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toEqual({ everyTime: 1, once: 0 });
  });

  it('keeps the first form of an encoding without a smaller one, and compresses other bodies every time', async () => {
    const forms = new KeptForms();
    const { calls, compressor } = counting();
    const fastOnly = { everyTime: compressor.everyTime };
    const json = keptJson(forms);
    for (let k = 0; k < 3; k += 1) await forms.compressedBody(json, 'gzip', fastOnly);
    await new Promise((r) => setTimeout(r, 10));
    expect((await forms.compressedBody(json, 'gzip', fastOnly)).toString()).toBe('fast:{"data":1}');
    expect(calls).toEqual({ everyTime: 1, once: 0 });
    for (let k = 0; k < 2; k += 1) await forms.compressedBody(Buffer.from('{"other":2}'), 'br', compressor);
    expect(calls).toEqual({ everyTime: 3, once: 0 });
  });

  it('keeps sending the fast form when the smaller one fails', async () => {
    const forms = new KeptForms();
    const { compressor } = counting();
    const failing = { ...compressor, once: async () => Promise.reject(new Error('out of memory')) };
    const json = keptJson(forms);
    for (let k = 0; k < SMALLER_AFTER_SENDS; k += 1) await forms.compressedBody(json, 'br', failing);
    await new Promise((r) => setTimeout(r, 10));
    expect((await forms.compressedBody(json, 'br', failing)).toString()).toBe('fast:{"data":1}');
  });
});

describe('compressed answers', () => {
  /** A list long enough to be compressed: the test types, with long names. */
  const longList = async () => {
    const admin = await t.user('Admin');
    for (let k = 0; k < 20; k += 1) {
      await t.call({
        method: 'POST',
        url: '/api/TestType/Create',
        token: admin.token,
        payload: {
          testTypeName: `Xét nghiệm tải lượng vi rút số ${k}`,
          unit: 'copies/mL',
          normalRange: '< 200',
        },
      });
    }
    return admin;
  };

  it('sends the JSON of an answer over 1 KB in brotli or gzip, as the client accepts, and plain otherwise', async () => {
    const admin = await longList();
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/TestType/GetAll',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/TestType/GetAll',
        headers: { authorization: `Bearer ${admin.token}`, 'accept-encoding': `${encoding}` },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    }
  });

  it('sends a kept answer, whose JSON is made once as bytes, plain or compressed', async () => {
    const admin = await t.user('Admin');
    for (let k = 0; k < 10; k += 1) await t.user('Patient');
    // A page of an account list is kept until an account changes (admin/account-lists.ts).
    const call = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/Patient/GetAll?page=1&pageSize=50',
        headers: { authorization: `Bearer ${admin.token}`, ...(encoding && { 'accept-encoding': encoding }) },
      });
    const plain = await call();
    expect(plain.statusCode).toBe(200);
    expect((await call()).body).toBe(plain.body);
    for (const res of [await call('br'), await call('br')]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    }
  });

  it('leaves a small answer plain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBe(true);
  });
});
