import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('configuration from the environment', () => {
  it('has the documented defaults in the embedded mode, with a secret kept in DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir,
      tokenTtlSeconds: 8 * 3600,
      seedDemo: true,
      clinicTz: 'Asia/Ho_Chi_Minh',
      trustProxy: false,
      authRateLimit: 20,
      corsOrigins: [],
      redisUrl: undefined,
      mailFrom: 'Phòng khám <no-reply@clinic.local>',
    });
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('turns the demo seed off and requires JWT_SECRET with a PostgreSQL server', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/clinic' })).toThrow(/JWT_SECRET/);
    const config = loadConfig({ DATABASE_URL: 'postgres://db/clinic', JWT_SECRET: 'x'.repeat(32) });
    expect(config.seedDemo).toBe(false);
    expect(config.dataDir).toBeNull();
  });

  it('reads durations, lists and flags', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      TOKEN_TTL: '30m',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.tokenTtlSeconds).toBe(1800);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.trustProxy).toBe(true);
    expect(config.seedDemo).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['TOKEN_TTL', '8 hours'],
    ['CLINIC_TZ', 'Mars/Olympus'],
    ['SMTP_URL', 'mail.example.com'],
    ['DATABASE_URL', 'mysql://db'],
    ['SEED_DEMO', 'maybe'],
    ['AUTH_RATE_LIMIT', '0'],
    ['REDIS_URL', '127.0.0.1:6379'],
    ['MAIL_FROM', 'Phòng khám HIV <no-reply@clinic.local>'],
    ['CLINIC_SHORT_NAME', 'Phòng khám ARV'],
    ['CLINIC_SHORT_NAME', ' '],
  ])('names %s in the message for a bad value', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), [name]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
  });
});
