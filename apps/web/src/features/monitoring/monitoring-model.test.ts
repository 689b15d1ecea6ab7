import { DEFAULT_CLINICAL_THRESHOLDS, K_EQUALS_K_ON_ART, VIRAL_LOAD_BAND_TEXTS } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import {
  cd4BandAreas,
  cd4Top,
  latestViralLoad,
  patientBandSentence,
  viralLoadBandAreas,
  viralLoadDomain,
  viralLoadPoint,
  viralLoadTicks,
} from './monitoring-model';

const limits = DEFAULT_CLINICAL_THRESHOLDS;

describe('what the patient is told of their latest viral load', () => {
  it('says K=K under 200 copies once on ART for 6 months', () => {
    expect(patientBandSentence('kEqualsK', '2026-01-10', '2026-07-10')).toBe(K_EQUALS_K_ON_ART);
    expect(patientBandSentence('kEqualsK', '2025-01-10', '2026-07-10')).toBe(K_EQUALS_K_ON_ART);
  });

  it('keeps the plain sentence before 6 months on ART or without an ART start', () => {
    const plain = VIRAL_LOAD_BAND_TEXTS.kEqualsK.patient;
    expect(patientBandSentence('kEqualsK', '2026-01-10', '2026-07-09')).toBe(plain);
    expect(patientBandSentence('kEqualsK', null, '2026-07-10')).toBe(plain);
  });

  it('gives the other bands their own sentence, whatever the time on ART', () => {
    expect(patientBandSentence('unsuppressed', '2020-01-01', '2026-07-10')).toBe(
      VIRAL_LOAD_BAND_TEXTS.unsuppressed.patient,
    );
    expect(patientBandSentence('notDetected', '2020-01-01', '2026-07-10')).toBe(
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
