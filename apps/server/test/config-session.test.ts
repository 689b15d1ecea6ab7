import { IDLE_TIMEOUT_MS, SESSION_MAX_SECONDS } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

/** Sessions have an absolute lifetime: no configured token may outlive SESSION_MAX_SECONDS. */
describe('TOKEN_TTL and the absolute session lifetime', () => {
  const env = { DATABASE_URL: 'postgres://db/clinic', JWT_SECRET: 'x'.repeat(32) };

  it('is within the 12-hour lifetime by default', () => {
    expect(SESSION_MAX_SECONDS).toBe(12 * 3600);
    expect(loadConfig(env).tokenTtlSeconds).toBeLessThanOrEqual(SESSION_MAX_SECONDS);
  });

  it.each([
    ['12h', 12 * 3600],
    ['720m', 12 * 3600],
    ['30m', 1800],
  ])('accepts %s', (value, seconds) => {
    expect(loadConfig({ ...env, TOKEN_TTL: value }).tokenTtlSeconds).toBe(seconds);
  });

  it.each(['13h', '721m', '43201s', '1d'])(
    'refuses %s at start, naming the setting and the limit',
    (value) => {
      expect(() => loadConfig({ ...env, TOKEN_TTL: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, TOKEN_TTL: value })).toThrow(/TOKEN_TTL: must be at most 12h/);
    },
  );
});

describe('SESSION_IDLE_TIMEOUT', () => {
  const env = { DATABASE_URL: 'postgres://db/clinic', JWT_SECRET: 'x'.repeat(32) };

  it("is the web app's 30 minutes by default", () => {
    expect(loadConfig(env).sessionIdleSeconds).toBe(IDLE_TIMEOUT_MS / 1000);
    expect(IDLE_TIMEOUT_MS).toBe(30 * 60 * 1000);
  });

  it.each([
    ['5m', 300],
    ['1h', 3600],
    ['12h', 12 * 3600],
  ])('accepts %s', (value, seconds) => {
    expect(loadConfig({ ...env, SESSION_IDLE_TIMEOUT: value }).sessionIdleSeconds).toBe(seconds);
  });

  it.each(['4m', '299s', '13h', 'soon'])('refuses %s at start, naming the setting', (value) => {
    expect(() => loadConfig({ ...env, SESSION_IDLE_TIMEOUT: value })).toThrow(/SESSION_IDLE_TIMEOUT: must/);
  });
});
