import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build.js';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'clinic-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>SPA</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await build({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/login', '/profile/edit', '/category/3'])(
    'answers index.html for the page %s',
    async (url) => {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-type'])).toContain('text/html');
      expect(res.body).toContain('<title>SPA</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long cache and a missing asset as a real 404', async () => {
    const asset = await t.call({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.call({ method: 'GET', url: '/assets/app-gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves a file written after start (a rebuilt web app needs no restart)', async () => {
    writeFileSync(path.join(webDist, 'assets', 'late-999.js'), 'console.log(2)');
    const res = await t.call({ method: 'GET', url: '/assets/late-999.js' });
    expect(res.statusCode).toBe(200);
  });

  it('keeps the 404 envelope for unknown API routes', async () => {
    const res = await t.call({ method: 'GET', url: '/api/Unknown/Route' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ status: false, statusCode: 404 });
  });
});
