import {
  DEFAULT_CLINICAL_THRESHOLDS,
  K_EQUALS_K_SENTENCE,
  VIRAL_LOAD_BAND_TEXTS,
  VIRAL_LOAD_BANDS,
} from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import {
  cd4BandAreas,
  cd4Top,
  latestViralLoad,
  patientNextAction,
  patientViralLoadSentence,
  viralLoadBandAreas,
  viralLoadDomain,
  viralLoadPoint,
  viralLoadTicks,
} from './monitoring-model';

const limits = DEFAULT_CLINICAL_THRESHOLDS;

describe('what the patient is told of their latest viral load', () => {
  it('says K=K when durably suppressed, whatever the band of the latest result', () => {
    for (const band of VIRAL_LOAD_BANDS)
      expect(patientViralLoadSentence(band, true)).toBe(K_EQUALS_K_SENTENCE);
  });

  it("gives the band's own sentence otherwise, a result under 200 included", () => {
    for (const band of VIRAL_LOAD_BANDS)
      expect(patientViralLoadSentence(band, false)).toBe(VIRAL_LOAD_BAND_TEXTS[band].patient);
    expect(patientViralLoadSentence('kEqualsK', false)).not.toBe(K_EQUALS_K_SENTENCE);
  });

  it('never says K=K on an answer that does not say durably suppressed', () => {
    expect(patientViralLoadSentence('notDetected', undefined)).toBe(
      VIRAL_LOAD_BAND_TEXTS.notDetected.patient,
    );
  });
});

describe('the viral-load chart', () => {
  const row = (date: string, value: number | null, belowDetection = false) => ({
    testResultId: 1,
    date,
    value,
    belowDetection,
    band: 'notDetected' as const,
  });

  it('takes the newest result as the latest, whatever the order', () => {
    expect(latestViralLoad([row('2026-03-01', 10), row('2026-05-01', 20), row('2026-04-01', 30)])?.date).toBe(
      '2026-05-01',
    );
    expect(latestViralLoad([])).toBeNull();
  });

  it('puts a result below detection under the detection line of the log axis', () => {
    expect(viralLoadPoint(row('2026-01-01', null, true))).toBeLessThan(50);
    expect(viralLoadPoint(row('2026-01-01', 0))).toBeGreaterThan(0);
    expect(viralLoadDomain(limits, [row('2026-01-01', 25_000)])).toEqual([10, 100_000]);
    expect(viralLoadDomain(limits, [])).toEqual([10, 10_000]);
    expect(viralLoadTicks(limits, 100_000)).toEqual([10, 50, 200, 1000, 10_000, 100_000]);
  });

  it("shades the bands at the clinic's limits, edge to edge", () => {
    const clinic = { ...limits, vlDetection: 20, vlKeK: 100, vlUnsuppressed: 500, cd4Advanced: 150 };
    expect(viralLoadBandAreas(clinic, [10, 10_000])).toEqual([
      { band: 'notDetected', y1: 10, y2: 20 },
      { band: 'kEqualsK', y1: 20, y2: 100 },
      { band: 'lowLevel', y1: 100, y2: 500 },
      { band: 'unsuppressed', y1: 500, y2: 10_000 },
    ]);
    expect(cd4BandAreas(clinic, cd4Top(clinic, [])).map((a) => [a.band, a.y1, a.y2])).toEqual([
      ['advanced', 0, 150],
      ['low', 150, 350],
      ['moderate', 350, 500],
      ['normal', 500, 600],
    ]);
    expect(cd4Top(clinic, [{ testResultId: 1, date: '2026-01-01', value: 812, band: 'normal' }])).toBe(900);
  });
});

describe('patientNextAction', () => {
  const due = (test: 'viralLoad' | 'cd4', dueDate: string, status: 'upcoming' | 'due' | 'overdue') => ({
    test,
    dueDate,
    overdueAfter: dueDate,
    status,
    rule: 'VL1' as const,
  });
  const plan = (items: ReturnType<typeof due>[], open = false) => ({
    plan: {
      due: items,
      flags: [],
      episode: open
        ? { openedOn: '2026-11-20', eacSessions: 0, repeatDueDate: '2027-02-20', status: 'open' as const }
        : null,
    },
  });
  it('asks to see the doctor after a high result, whatever test falls due', () => {
    expect(patientNextAction(plan([due('viralLoad', '2026-11-28', 'due')], true), '2026-11-28')).toEqual({
      kind: 'seeDoctor',
    });
  });
  it('books the first test due or within 30 days, and nothing for a test 11 months away', () => {
    expect(patientNextAction(plan([due('cd4', '2026-12-20', 'upcoming')]), '2026-11-28')).toEqual({
      kind: 'bookTest',
      test: 'cd4',
    });
    expect(patientNextAction(plan([due('viralLoad', '2027-10-28', 'upcoming')]), '2026-11-28')).toBeNull();
  });
});
