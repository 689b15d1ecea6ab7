import { describe, expect, it } from 'vitest';
import { allEndpoints } from './endpoints/index.js';
import { TOPIC_TABLES } from './topics.js';

const declared = allEndpoints();

describe('the topics of each endpoint', () => {
  it.each(declared.map((e) => [`${e.method} ${e.path}`, e] as const))('%s names what it touches', (_, e) => {
    const named = [...(e.reads ?? []), ...(e.writes ?? [])];
    // An endpoint that names nothing would never be refreshed nor drop a kept answer.
    expect(named.length).toBeGreaterThan(0);
    for (const topic of named) expect(Object.keys(TOPIC_TABLES)).toContain(topic);
    expect(new Set(e.reads ?? []).size).toBe((e.reads ?? []).length);
    expect(new Set(e.writes ?? []).size).toBe((e.writes ?? []).length);
  });

  // A provider that reports by GET (eSMS.vn's delivery callback) writes what it reports: no other GET writes.
  const providerCallback = (e: (typeof declared)[number]) => e.path.startsWith('/Messaging/Callback/');
  it.each(
    declared.filter((e) => e.method === 'GET' && !providerCallback(e)).map((e) => [e.path, e] as const),
  )('GET %s writes nothing', (_, e) => {
    expect(e.writes ?? []).toEqual([]);
    expect(e.reads?.length).toBeGreaterThan(0);
  });
});
