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
  dayNumber,
  dayOfNumber,
  LABEL_SLOT_PX,
  latestViralLoad,
  patientNextAction,
  patientViralLoadSentence,
  type RegimenRow,
  regimenPeriods,
  tickCount,
  timeAxis,
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

describe('the time axis of the charts', () => {
  const labels = (dates: string[], width: number) => {
    const axis = timeAxis(dates, width);
    return axis.ticks.map(axis.label);
  };

  it('places results as far apart as the days between them', () => {
    const [a, b, c] = ['2026-07-01', '2026-07-31', '2026-11-06'].map(dayNumber) as [number, number, number];
    expect(b - a).toBe(30);
    expect(c - b).toBe(98);
    expect(dayNumber('2027-01-01') - dayNumber('2026-12-31')).toBe(1);
    expect(dayOfNumber(dayNumber('2028-02-29'))).toBe('2028-02-29');
  });

  it('runs from the first result to the last, a month around a lone one', () => {
    expect(timeAxis(['2026-11-06', '2026-07-01'], 300).domain).toEqual([
      dayNumber('2026-07-01'),
      dayNumber('2026-11-06'),
    ]);
    expect(timeAxis(['2026-07-01'], 300).domain).toEqual([
      dayNumber('2026-07-01') - 15,
      dayNumber('2026-07-01') + 15,
    ]);
  });

  // 214 px: the axis of a 360 px phone; 1000 px: a desktop.
  it.each([
    {
      dates: ['2026-07-01', '2026-07-31', '2026-11-06'],
      width: 1000,
      expected: ['07/2026', '08/2026', '09/2026', '10/2026', '11/2026'],
    },
    {
      dates: ['2026-07-01', '2026-07-31', '2026-11-06'],
      width: 214,
      expected: ['07/2026', '09/2026', '11/2026'],
    },
    {
      dates: ['2026-06-06', '2026-08-22', '2026-11-14'],
      width: 214,
      expected: ['07/2026', '09/2026', '11/2026'],
    },
    { dates: ['2026-07-03', '2026-07-20'], width: 214, expected: ['09/07/2026', '16/07/2026'] },
    {
      dates: ['2026-07-03', '2026-07-06'],
      width: 1000,
      expected: ['03/07/2026', '04/07/2026', '05/07/2026', '06/07/2026'],
    },
    { dates: ['2016-03-01', '2026-11-06'], width: 214, expected: ['2020', '2025'] },
    { dates: ['2024-12-10', '2026-11-06'], width: 214, expected: ['2025', '2026'] },
    {
      dates: ['2024-12-10', '2026-11-06'],
      width: 300,
      expected: ['01/2025', '07/2025', '01/2026', '07/2026'],
    },
  ])('labels $dates on $width px at round dates that fit', ({ dates, width, expected }) => {
    expect(labels(dates, width)).toEqual(expected);
  });

  it('never gives more labels than fit, whatever the span', () => {
    for (const end of ['2026-07-02', '2026-07-20', '2026-09-01', '2027-06-30', '2031-01-01', '2046-01-01'])
      for (const width of [100, 214, 300, 600, 1000]) {
        const { ticks, domain } = timeAxis(['2026-07-01', end], width);
        expect(ticks.length).toBeGreaterThan(0);
        expect(ticks.length).toBeLessThanOrEqual(tickCount(width, LABEL_SLOT_PX.year));
        for (const tick of ticks) expect(tick >= domain[0] && tick <= domain[1]).toBe(true);
      }
  });

  it('fits as many labels as the width holds, two at the least', () => {
    expect(tickCount(0, LABEL_SLOT_PX.month)).toBe(2);
    expect(tickCount(3 * LABEL_SLOT_PX.month + 10, LABEL_SLOT_PX.month)).toBe(3);
    expect(tickCount(214, LABEL_SLOT_PX.day)).toBe(2);
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

describe('the regimen history', () => {
  let nextId = 0;
  const rx = (
    regimen: 'TLD' | 'TAF',
    startDate: string,
    endDate: string,
    more: Partial<RegimenRow> = {},
  ): RegimenRow => ({
    treatmentId: ++nextId,
    regimenId: regimen === 'TLD' ? 1 : 2,
    regimenName: regimen,
    startDate,
    endDate,
    switchReason: null,
    switchReasonText: null,
    overrideReason: null,
    ...more,
  });
  /** Each line as "regimen start..end ×count". */
  const lines = (rows: RegimenRow[]) =>
    regimenPeriods(rows).map(
      (p) => `${p.first.regimenName} ${p.startDate}..${p.endDate} ×${p.treatmentIds.length}`,
    );

  it.each([
    {
      name: 'five renewals back to back (the demo patient) make one line',
      rows: () => [
        rx('TLD', '2026-06-11', '2026-07-01'),
        rx('TLD', '2026-07-02', '2026-07-31'),
        rx('TLD', '2026-08-01', '2026-09-25'),
        rx('TLD', '2026-09-26', '2026-11-06'),
        rx('TLD', '2026-11-07', '2027-02-05'),
      ],
      expected: ['TLD 2026-06-11..2027-02-05 ×5'],
    },
    {
      name: 'the same dispensing recorded twice is one line',
      rows: () => [rx('TLD', '2026-06-11', '2026-07-11'), rx('TLD', '2026-06-11', '2026-07-11')],
      expected: ['TLD 2026-06-11..2026-07-11 ×2'],
    },
    {
      name: 'an overlapping renewal runs to the latest end',
      rows: () => [rx('TLD', '2026-06-01', '2026-09-01'), rx('TLD', '2026-08-15', '2026-08-30')],
      expected: ['TLD 2026-06-01..2026-09-01 ×2'],
    },
    {
      name: 'a gap of more than a day keeps two lines',
      rows: () => [rx('TLD', '2026-06-01', '2026-06-30'), rx('TLD', '2026-07-02', '2026-07-31')],
      expected: ['TLD 2026-06-01..2026-06-30 ×1', 'TLD 2026-07-02..2026-07-31 ×1'],
    },
    {
      name: 'a switch and back gives three lines',
      rows: () => [
        rx('TLD', '2026-01-01', '2026-01-31'),
        rx('TAF', '2026-02-01', '2026-02-28', { switchReason: 'toxicity' }),
        rx('TAF', '2026-03-01', '2026-03-31'),
        rx('TLD', '2026-04-01', '2026-04-30', { switchReason: 'other', switchReasonText: 'Hết thuốc' }),
      ],
      expected: [
        'TLD 2026-01-01..2026-01-31 ×1',
        'TAF 2026-02-01..2026-03-31 ×2',
        'TLD 2026-04-01..2026-04-30 ×1',
      ],
    },
    {
      name: 'a renewal prescribed over a block stays on its own line',
      rows: () => [
        rx('TLD', '2026-01-01', '2026-01-31'),
        rx('TLD', '2026-02-01', '2026-02-28', { overrideReason: 'Không có thuốc thay thế' }),
      ],
      expected: ['TLD 2026-01-01..2026-01-31 ×1', 'TLD 2026-02-01..2026-02-28 ×1'],
    },
    {
      name: 'the order the server sent does not matter',
      rows: () => [rx('TLD', '2026-02-01', '2026-02-28'), rx('TLD', '2026-01-01', '2026-01-31')],
      expected: ['TLD 2026-01-01..2026-02-28 ×2'],
    },
    { name: 'no prescription, no line', rows: () => [], expected: [] },
  ])('$name', ({ rows, expected }) => {
    expect(lines(rows())).toEqual(expected);
  });

  it("keeps the reason of the line's first prescription", () => {
    const [, taf] = regimenPeriods([
      rx('TLD', '2026-01-01', '2026-01-31'),
      rx('TAF', '2026-02-01', '2026-02-28', { switchReason: 'toxicity' }),
      rx('TAF', '2026-03-01', '2026-03-31'),
    ]);
    expect(taf?.first.switchReason).toBe('toxicity');
  });
});
