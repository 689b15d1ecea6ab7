import { describe, expect, it } from 'vitest';
import { viralLoadIndication } from './fhir-codes.js';

describe('the viral-load indication of the case report', () => {
  it.each([
    ['2026-01-10', '2026-07-10', false, '1'],
    ['2026-01-10', '2026-11-09', false, '1'],
    ['2026-01-10', '2026-11-10', false, '2'],
    ['2026-01-10', '2027-05-09', false, '2'],
    ['2026-01-10', '2027-05-10', false, '3'],
    ['2026-01-10', '2028-01-10', false, '3'],
    ['2026-01-10', '2025-12-01', false, '3'],
    [null, '2026-07-10', false, '3'],
    ['2026-01-10', '2026-07-10', true, '5'],
  ] as const)('ART from %s, sample on %s, pregnant %s: %s', (start, day, pregnant, code) => {
    expect(viralLoadIndication(start, day, pregnant)).toBe(code);
  });
});
