import { describe, expect, it } from 'vitest';
import { auditEventsQuery, auditMessages, myRecordAccessQuery } from './audit.js';
import { privateWordsIn } from './message-rule.js';

describe('the alert mail', () => {
  it('names the account, its role, the count and the time, and nothing of the service', () => {
    const text = auditMessages.alertText('bs_lan', 'bác sĩ', 52, 5, '10:05 27/11/2026');
    expect(text).toContain('bs_lan');
    expect(text).toContain('52 người');
    expect(text).toContain('5 phút');
    expect(privateWordsIn(auditMessages.alertSubject)).toEqual([]);
    expect(privateWordsIn(text)).toEqual([]);
  });
});

describe('the access-log queries', () => {
  it.each([
    [{ from: '2026-11-01', to: '2026-11-30' }, true],
    [{ from: '2026-11-30', to: '2026-11-01' }, false],
    [{ from: '2026-13-01' }, false],
    [{ others: 'true' }, true],
    [{ others: 'yes' }, false],
    [{ pageSize: '101' }, false],
    [{ patientId: '3' }, false],
  ])('MyRecordAccess %j is accepted: %s', (query, ok) => {
    expect(myRecordAccessQuery.safeParse(query).success).toBe(ok);
  });

  it.each([
    [{ userId: '4', patientId: '9', page: '2', pageSize: '50' }, true],
    [{ userId: '0' }, false],
    [{ from: '2026-11-02', to: '2026-11-01' }, false],
    [{ search: 'x' }, false],
  ])('Events %j is accepted: %s', (query, ok) => {
    expect(auditEventsQuery.safeParse(query).success).toBe(ok);
  });
});
