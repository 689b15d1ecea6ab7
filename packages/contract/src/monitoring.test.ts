import { describe, expect, it } from 'vitest';
import {
  type ClinicalFlag,
  type ClinicalPlan,
  type ClinicalPlanInput,
  type ClinicalThresholds,
  cd4Band,
  clinicalPlan,
  DEFAULT_CLINICAL_THRESHOLDS,
  type DueTest,
  type HighViralLoadEpisode,
  isOutOfRange,
  type LabResult,
  resultBand,
  viralLoadBand,
} from './monitoring.js';

const vl = (date: string, value: number | null, belowDetection = false): LabResult => ({
  kind: 'viralLoad',
  date,
  value,
  belowDetection,
});
const cd4 = (date: string, value: number | null): LabResult => ({ kind: 'cd4', date, value });
const crag = (date: string, value: number | null = 0): LabResult => ({ kind: 'crag', date, value });
const creatinine = (date: string): LabResult => ({ kind: 'creatinine', date, value: 1 });

const item = (
  test: DueTest['test'],
  dueDate: string,
  overdueAfter: string,
  status: DueTest['status'],
  rule: DueTest['rule'],
): DueTest => ({ test, dueDate, overdueAfter, status, rule });
const flag = (code: ClinicalFlag['code'], since: string): ClinicalFlag => ({ code, since });
const episode = (
  openedOn: string,
  repeatDueDate: string,
  status: HighViralLoadEpisode['status'],
  eacSessions = 0,
): HighViralLoadEpisode => ({ openedOn, eacSessions, repeatDueDate, status });

function input(over: Partial<ClinicalPlanInput>): ClinicalPlanInput {
  return {
    today: '2025-03-01',
    artStartDate: null,
    regimenStartDate: null,
    birthDate: null,
    isPregnant: false,
    pregnancyRecordedOn: null,
    results: [],
    eacSessions: [],
    ...over,
  };
}

const vlItem = (plan: ClinicalPlan) => plan.due.find((d) => d.test === 'viralLoad') ?? null;
const cd4Item = (plan: ClinicalPlan) => plan.due.find((d) => d.test === 'cd4') ?? null;
const cragItem = (plan: ClinicalPlan) => plan.due.find((d) => d.test === 'crag') ?? null;
const codes = (plan: ClinicalPlan) => plan.flags.map((f) => f.code);

describe('DEFAULT_CLINICAL_THRESHOLDS', () => {
  it('holds the clinic cut-offs', () => {
    const viralLoad = { vlDetection: 50, vlKeK: 200, vlUnsuppressed: 1000 };
    const cd4Cuts = { cd4Advanced: 200, cd4Low: 350, cd4Moderate: 500 };
    expect(DEFAULT_CLINICAL_THRESHOLDS).toEqual({
      ...viralLoad,
      ...cd4Cuts,
      overdueGraceDays: 28,
      repeatMonths: 3,
    });
  });
});

describe('viralLoadBand', () => {
  it.each<[number | null, boolean, Partial<ClinicalThresholds> | undefined, string]>([
    [null, false, undefined, 'notDetected'],
    [null, true, undefined, 'notDetected'],
    [0, false, undefined, 'notDetected'],
    [49, false, undefined, 'notDetected'],
    [50, false, undefined, 'kEqualsK'],
    [199, false, undefined, 'kEqualsK'],
    [200, false, undefined, 'lowLevel'],
    [999, false, undefined, 'lowLevel'],
    [1000, false, undefined, 'lowLevel'],
    [1001, false, undefined, 'unsuppressed'],
    [250000, false, undefined, 'unsuppressed'],
    [5000, true, undefined, 'notDetected'],
    [150, true, undefined, 'notDetected'],
    [300, false, { vlKeK: 400 }, 'kEqualsK'],
    [400, false, { vlKeK: 400 }, 'lowLevel'],
    [60, false, { vlDetection: 100 }, 'notDetected'],
    [1500, false, { vlUnsuppressed: 2000 }, 'lowLevel'],
    [2001, false, { vlUnsuppressed: 2000 }, 'unsuppressed'],
    [300, false, { vlKeK: undefined }, 'lowLevel'],
  ])('value %s, belowDetection %s, thresholds %o -> %s', (value, belowDetection, thresholds, expected) => {
    expect(viralLoadBand({ value, belowDetection }, thresholds)).toBe(expected);
  });
});

describe('cd4Band', () => {
  it.each<[number, Partial<ClinicalThresholds> | undefined, string]>([
    [0, undefined, 'advanced'],
    [199, undefined, 'advanced'],
    [200, undefined, 'low'],
    [349, undefined, 'low'],
    [350, undefined, 'moderate'],
    [499, undefined, 'moderate'],
    [500, undefined, 'normal'],
    [1200, undefined, 'normal'],
    [200, { cd4Advanced: 250 }, 'advanced'],
    [350, { cd4Low: 400 }, 'low'],
    [500, { cd4Moderate: 600 }, 'moderate'],
  ])('%i with thresholds %o -> %s', (value, thresholds, expected) => {
    expect(cd4Band(value, thresholds)).toBe(expected);
  });
});

describe('clinicalPlan: whole plans', () => {
  it.each<[string, ClinicalPlanInput, Partial<ClinicalThresholds> | undefined, ClinicalPlan]>([
    ['nothing known: nothing due', input({}), undefined, { due: [], flags: [], episode: null }],
    [
      'ART start, no results: VL at 6 months, CD4 at ART start',
      input({ today: '2025-01-15', artStartDate: '2025-01-01' }),
      undefined,
      {
        due: [
          item('viralLoad', '2025-07-01', '2025-07-29', 'upcoming', 'VL1'),
          item('cd4', '2025-01-01', '2025-01-29', 'due', 'C1'),
        ],
        flags: [],
        episode: null,
      },
    ],
    [
      'VL 1500 opens an episode: repeat in 3 months replaces the routine VL',
      input({
        today: '2025-02-01',
        artStartDate: '2024-01-01',
        results: [vl('2024-07-01', 20, true), vl('2025-01-10', 1500), cd4('2024-01-05', 420)],
      }),
      undefined,
      {
        due: [
          item('viralLoad', '2025-04-10', '2025-05-08', 'upcoming', 'VL2'),
          item('cd4', '2024-07-05', '2024-08-02', 'overdue', 'C1'),
        ],
        flags: [flag('highViralLoad', '2025-01-10')],
        episode: episode('2025-01-10', '2025-04-10', 'open'),
      },
    ],
    [
      'CD4 150: advanced disease, cotrimoxazole, CrAg due at the CD4 date',
      input({ today: '2025-03-01', artStartDate: '2025-01-01', results: [cd4('2025-02-01', 150)] }),
      undefined,
      {
        due: [
          item('viralLoad', '2025-07-01', '2025-07-29', 'upcoming', 'VL1'),
          item('cd4', '2025-08-01', '2025-08-29', 'upcoming', 'C1'),
          item('crag', '2025-02-01', '2025-03-01', 'due', 'C2'),
        ],
        flags: [flag('advancedDisease', '2025-02-01'), flag('cotrimoxazole', '2025-02-01')],
        episode: null,
      },
    ],
    [
      'everything at once: failure, open episode, overdue VL, advanced disease',
      input({
        today: '2025-06-01',
        artStartDate: '2023-01-01',
        regimenStartDate: '2023-01-01',
        results: [vl('2025-01-10', 1500), vl('2025-04-10', 1200), cd4('2025-01-10', 120)],
        eacSessions: [{ date: '2025-01-20' }, { date: '2025-02-20' }, { date: '2025-03-20' }],
      }),
      { overdueGraceDays: 14 },
      {
        due: [
          item('viralLoad', '2025-07-10', '2025-07-24', 'upcoming', 'VL2'),
          item('cd4', '2025-07-10', '2025-07-24', 'upcoming', 'C1'),
          item('crag', '2025-01-10', '2025-01-24', 'overdue', 'C2'),
        ],
        flags: [
          flag('highViralLoad', '2025-01-10'),
          flag('suspectedFailure', '2025-04-10'),
          flag('advancedDisease', '2025-01-10'),
          flag('cotrimoxazole', '2025-01-10'),
        ],
        episode: episode('2025-01-10', '2025-07-10', 'open', 3),
      },
    ],
    [
      'overdue VL flags viralLoadOverdue after the other flags',
      input({ today: '2025-08-15', artStartDate: '2025-01-01', results: [cd4('2025-01-01', 300)] }),
      undefined,
      {
        due: [
          item('viralLoad', '2025-07-01', '2025-07-29', 'overdue', 'VL1'),
          item('cd4', '2025-07-01', '2025-07-29', 'overdue', 'C1'),
        ],
        flags: [flag('cotrimoxazole', '2025-01-01'), flag('viralLoadOverdue', '2025-07-29')],
        episode: null,
      },
    ],
  ])('%s', (_name, given, thresholds, expected) => {
    expect(clinicalPlan(given, thresholds)).toEqual(expected);
  });
});

describe('clinicalPlan: routine viral load (VL1)', () => {
  it.each<[string, ClinicalPlanInput, DueTest | null]>([
    [
      'no VL: ART start + 6 months',
      input({ today: '2025-03-01', artStartDate: '2025-01-01' }),
      item('viralLoad', '2025-07-01', '2025-07-29', 'upcoming', 'VL1'),
    ],
    [
      'first VL in year one: ART start + 12 months',
      input({ today: '2025-08-01', artStartDate: '2025-01-01', results: [vl('2025-07-05', 30, true)] }),
      item('viralLoad', '2026-01-01', '2026-01-29', 'upcoming', 'VL1'),
    ],
    [
      'second VL: last VL + 12 months',
      input({
        today: '2026-02-01',
        artStartDate: '2025-01-01',
        results: [vl('2025-07-05', 30, true), vl('2026-01-03', 40)],
      }),
      item('viralLoad', '2027-01-03', '2027-01-31', 'upcoming', 'VL1'),
    ],
    [
      'a single VL after the first year: that VL + 12 months',
      input({ today: '2026-04-01', artStartDate: '2025-01-01', results: [vl('2026-03-01', 30, true)] }),
      item('viralLoad', '2027-03-01', '2027-03-29', 'upcoming', 'VL1'),
    ],
    [
      'a single VL exactly on the one-year date: + 12 months',
      input({ today: '2026-01-02', artStartDate: '2025-01-01', results: [vl('2026-01-01', 30, true)] }),
      item('viralLoad', '2027-01-01', '2027-01-29', 'upcoming', 'VL1'),
    ],
    [
      'a VL on ART start day counts as on ART',
      input({ today: '2025-02-01', artStartDate: '2025-01-01', results: [vl('2025-01-01', 30, true)] }),
      item('viralLoad', '2026-01-01', '2026-01-29', 'upcoming', 'VL1'),
    ],
    [
      'VLs before ART start do not count',
      input({ today: '2025-02-01', artStartDate: '2025-01-01', results: [vl('2024-12-01', 30, true)] }),
      item('viralLoad', '2025-07-01', '2025-07-29', 'upcoming', 'VL1'),
    ],
    [
      'month-end ART start clamps',
      input({ today: '2025-09-01', artStartDate: '2025-08-31' }),
      item('viralLoad', '2026-02-28', '2026-03-28', 'upcoming', 'VL1'),
    ],
    ['no ART start: no VL item', input({ today: '2025-03-01', results: [vl('2025-01-01', 30, true)] }), null],
    [
      'no ART start and a high VL: still no VL item',
      input({ today: '2025-03-01', results: [vl('2025-01-01', 5000)] }),
      null,
    ],
    [
      'creatinine and CD4 results do not count as VLs',
      input({
        today: '2025-08-01',
        artStartDate: '2025-01-01',
        results: [creatinine('2025-07-05'), cd4('2025-07-05', 600)],
      }),
      item('viralLoad', '2025-07-01', '2025-07-29', 'overdue', 'VL1'),
    ],
  ])('%s', (_name, given, expected) => {
    expect(vlItem(clinicalPlan(given))).toEqual(expected);
  });
});

describe('clinicalPlan: due status', () => {
  const art = { artStartDate: '2025-01-01' };
  it.each<[string, Partial<ClinicalThresholds> | undefined, DueTest['status'], boolean, string]>([
    ['2025-06-30', undefined, 'upcoming', false, '2025-07-29'],
    ['2025-07-01', undefined, 'due', false, '2025-07-29'],
    ['2025-07-29', undefined, 'due', false, '2025-07-29'],
    ['2025-07-30', undefined, 'overdue', true, '2025-07-29'],
    ['2025-07-15', { overdueGraceDays: 14 }, 'due', false, '2025-07-15'],
    ['2025-07-16', { overdueGraceDays: 14 }, 'overdue', true, '2025-07-15'],
    ['2025-07-16', { overdueGraceDays: 0 }, 'overdue', true, '2025-07-01'],
  ])('today %s with %o: %s', (today, thresholds, status, overdueFlag, overdueAfter) => {
    const plan = clinicalPlan(input({ today, ...art }), thresholds);
    expect(vlItem(plan)).toEqual(item('viralLoad', '2025-07-01', overdueAfter, status, 'VL1'));
    expect(plan.flags.find((f) => f.code === 'viralLoadOverdue')).toEqual(
      overdueFlag ? flag('viralLoadOverdue', overdueAfter) : undefined,
    );
  });
});

describe('clinicalPlan: high viral load episodes (VL2–VL4)', () => {
  const base = { artStartDate: '2024-01-01', regimenStartDate: '2024-01-01' };
  it.each<
    [
      string,
      ClinicalPlanInput,
      Partial<ClinicalThresholds> | undefined,
      HighViralLoadEpisode | null,
      DueTest | null,
      string[],
    ]
  >([
    [
      'VL 1500 opens an episode',
      input({ ...base, today: '2025-02-01', results: [vl('2025-01-10', 1500)] }),
      undefined,
      episode('2025-01-10', '2025-04-10', 'open'),
      item('viralLoad', '2025-04-10', '2025-05-08', 'upcoming', 'VL2'),
      ['highViralLoad'],
    ],
    [
      'repeat 800 keeps it open, next repeat 3 months on, no failure',
      input({ ...base, today: '2025-04-20', results: [vl('2025-01-10', 1500), vl('2025-04-10', 800)] }),
      undefined,
      episode('2025-01-10', '2025-07-10', 'open'),
      item('viralLoad', '2025-07-10', '2025-08-07', 'upcoming', 'VL2'),
      ['highViralLoad'],
    ],
    [
      'repeat below 200 closes it; routine resumes 12 months after that VL',
      input({ ...base, today: '2025-04-20', results: [vl('2025-01-10', 1500), vl('2025-04-10', 150)] }),
      undefined,
      episode('2025-01-10', '2025-04-10', 'closed'),
      item('viralLoad', '2026-04-10', '2026-05-08', 'upcoming', 'VL1'),
      [],
    ],
    [
      'a closed episode reports the repeat computed from its last high VL',
      input({
        ...base,
        today: '2025-08-01',
        results: [vl('2025-01-10', 1500), vl('2025-04-10', 800), vl('2025-07-10', 20, true)],
      }),
      undefined,
      episode('2025-01-10', '2025-07-10', 'closed'),
      item('viralLoad', '2026-07-10', '2026-08-07', 'upcoming', 'VL1'),
      [],
    ],
    [
      'a new high VL after closing opens a new episode',
      input({
        ...base,
        today: '2025-11-01',
        results: [vl('2025-01-10', 1500), vl('2025-04-10', 40), vl('2025-10-10', 300)],
      }),
      undefined,
      episode('2025-10-10', '2026-01-10', 'open'),
      item('viralLoad', '2026-01-10', '2026-02-07', 'upcoming', 'VL2'),
      ['highViralLoad'],
    ],
    [
      'VL exactly 200 opens an episode',
      input({ ...base, today: '2025-02-01', results: [vl('2025-01-10', 200)] }),
      undefined,
      episode('2025-01-10', '2025-04-10', 'open'),
      item('viralLoad', '2025-04-10', '2025-05-08', 'upcoming', 'VL2'),
      ['highViralLoad'],
    ],
    [
      'VL 199 opens none',
      input({ ...base, today: '2025-02-01', results: [vl('2025-01-10', 199)] }),
      undefined,
      null,
      item('viralLoad', '2026-01-10', '2026-02-07', 'upcoming', 'VL1'),
      [],
    ],
    [
      'below detection with a large number opens none',
      input({ ...base, today: '2025-02-01', results: [vl('2025-01-10', 5000, true)] }),
      undefined,
      null,
      item('viralLoad', '2026-01-10', '2026-02-07', 'upcoming', 'VL1'),
      [],
    ],
    [
      'a high VL before ART start opens none',
      input({ ...base, artStartDate: '2025-02-01', today: '2025-03-01', results: [vl('2025-01-10', 90000)] }),
      undefined,
      null,
      item('viralLoad', '2025-08-01', '2025-08-29', 'upcoming', 'VL1'),
      [],
    ],
    [
      'VL 300 with vlKeK 400 opens none',
      input({ ...base, today: '2025-02-01', results: [vl('2025-01-10', 300)] }),
      { vlKeK: 400 },
      null,
      item('viralLoad', '2026-01-10', '2026-02-07', 'upcoming', 'VL1'),
      [],
    ],
    [
      'VL 300 with default thresholds opens one',
      input({ ...base, today: '2025-02-01', results: [vl('2025-01-10', 300)] }),
      undefined,
      episode('2025-01-10', '2025-04-10', 'open'),
      item('viralLoad', '2025-04-10', '2025-05-08', 'upcoming', 'VL2'),
      ['highViralLoad'],
    ],
    [
      'repeatMonths 2 shortens the repeat',
      input({ ...base, today: '2025-02-01', results: [vl('2025-01-10', 1500)] }),
      { repeatMonths: 2 },
      episode('2025-01-10', '2025-03-10', 'open'),
      item('viralLoad', '2025-03-10', '2025-04-07', 'upcoming', 'VL2'),
      ['highViralLoad'],
    ],
    [
      'no ART start: the episode is reported but there is no VL item',
      input({ today: '2025-02-01', results: [vl('2025-01-10', 1500)] }),
      undefined,
      episode('2025-01-10', '2025-04-10', 'open'),
      null,
      ['highViralLoad'],
    ],
    [
      'overdue repeat flags viralLoadOverdue',
      input({ ...base, today: '2025-05-09', results: [vl('2025-01-10', 1500)] }),
      undefined,
      episode('2025-01-10', '2025-04-10', 'open'),
      item('viralLoad', '2025-04-10', '2025-05-08', 'overdue', 'VL2'),
      ['highViralLoad', 'viralLoadOverdue'],
    ],
  ])('%s', (_name, given, thresholds, expectedEpisode, expectedVl, expectedFlags) => {
    const plan = clinicalPlan(given, thresholds);
    expect(plan.episode).toEqual(expectedEpisode);
    expect(vlItem(plan)).toEqual(expectedVl);
    expect(codes(plan).filter((c) => c !== 'advancedDisease' && c !== 'cotrimoxazole')).toEqual(
      expectedFlags,
    );
  });

  it.each<[string, string, { date: string }[], number]>([
    [
      'open: sessions on/after opening up to today',
      '2025-04-01',
      [
        { date: '2025-01-05' },
        { date: '2025-01-10' },
        { date: '2025-02-10' },
        { date: '2025-03-10' },
        { date: '2025-05-01' },
      ],
      3,
    ],
    ['open: none', '2025-04-01', [], 0],
  ])('EAC sessions, %s', (_name, today, eacSessions, expected) => {
    const plan = clinicalPlan(input({ ...base, today, results: [vl('2025-01-10', 1500)], eacSessions }));
    expect(plan.episode?.eacSessions).toBe(expected);
  });

  it.each<[string, { date: string }[], number]>([
    ['sessions after the closing VL are not counted', [{ date: '2025-02-01' }, { date: '2025-05-01' }], 1],
    ['a session on the closing VL date is counted', [{ date: '2025-02-01' }, { date: '2025-04-10' }], 2],
    ['a session on the opening date is counted', [{ date: '2025-01-10' }], 1],
  ])('EAC sessions of a closed episode: %s', (_name, eacSessions, expected) => {
    const plan = clinicalPlan(
      input({
        ...base,
        today: '2025-06-01',
        results: [vl('2025-01-10', 1500), vl('2025-04-10', 20, true)],
        eacSessions,
      }),
    );
    expect(plan.episode).toEqual(episode('2025-01-10', '2025-04-10', 'closed', expected));
  });
});

describe('clinicalPlan: suspected failure (VL4)', () => {
  it.each<[string, string | null, LabResult[], Partial<ClinicalThresholds> | undefined, string | null]>([
    [
      'regimen ≥ 6 months before the first high VL',
      '2024-07-10',
      [vl('2025-01-10', 1500), vl('2025-04-10', 1200)],
      undefined,
      '2025-04-10',
    ],
    [
      'regimen well before',
      '2023-01-01',
      [vl('2025-01-10', 1500), vl('2025-04-10', 1200)],
      undefined,
      '2025-04-10',
    ],
    [
      'regimen < 6 months before',
      '2024-07-11',
      [vl('2025-01-10', 1500), vl('2025-04-10', 1200)],
      undefined,
      null,
    ],
    ['no regimen start', null, [vl('2025-01-10', 1500), vl('2025-04-10', 1200)], undefined, null],
    [
      'repeat 800 is not > 1000',
      '2023-01-01',
      [vl('2025-01-10', 1500), vl('2025-04-10', 800)],
      undefined,
      null,
    ],
    [
      'first exactly 1000 is not > 1000',
      '2023-01-01',
      [vl('2025-01-10', 1000), vl('2025-04-10', 1200)],
      undefined,
      null,
    ],
    [
      '1001 and 1001',
      '2023-01-01',
      [vl('2025-01-10', 1001), vl('2025-04-10', 1001)],
      undefined,
      '2025-04-10',
    ],
    [
      'exactly 2 months apart',
      '2023-01-01',
      [vl('2025-01-10', 1500), vl('2025-03-10', 1200)],
      undefined,
      '2025-03-10',
    ],
    [
      'just under 2 months apart',
      '2023-01-01',
      [vl('2025-01-10', 1500), vl('2025-03-09', 1200)],
      undefined,
      null,
    ],
    [
      'exactly 6 months apart',
      '2023-01-01',
      [vl('2025-01-10', 1500), vl('2025-07-10', 1200)],
      undefined,
      '2025-07-10',
    ],
    [
      'just over 6 months apart',
      '2023-01-01',
      [vl('2025-01-10', 1500), vl('2025-07-11', 1200)],
      undefined,
      null,
    ],
    [
      'only the two latest count',
      '2023-01-01',
      [vl('2025-01-10', 1500), vl('2025-04-10', 1200), vl('2025-05-01', 40)],
      undefined,
      null,
    ],
    [
      'the two latest after an earlier low',
      '2023-01-01',
      [vl('2024-06-01', 40), vl('2025-01-10', 1500), vl('2025-04-10', 1200)],
      undefined,
      '2025-04-10',
    ],
    ['a single high VL', '2023-01-01', [vl('2025-04-10', 5000)], undefined, null],
    [
      'below detection never counts',
      '2023-01-01',
      [vl('2025-01-10', 1500), vl('2025-04-10', 5000, true)],
      undefined,
      null,
    ],
    [
      'a raised vlUnsuppressed',
      '2023-01-01',
      [vl('2025-01-10', 1500), vl('2025-04-10', 1200)],
      { vlUnsuppressed: 1300 },
      null,
    ],
    [
      'EAC sessions are not required',
      '2023-01-01',
      [vl('2025-04-10', 1200), vl('2025-01-10', 1500)],
      undefined,
      '2025-04-10',
    ],
  ])('%s', (_name, regimenStartDate, results, thresholds, since) => {
    const plan = clinicalPlan(
      input({ today: '2025-08-01', artStartDate: '2022-01-01', regimenStartDate, results }),
      thresholds,
    );
    expect(plan.flags.find((f) => f.code === 'suspectedFailure')).toEqual(
      since ? flag('suspectedFailure', since) : undefined,
    );
  });
});

describe('clinicalPlan: pregnancy (VL5)', () => {
  const established = {
    artStartDate: '2023-01-01',
    results: [vl('2023-07-01', 20, true), vl('2024-10-01', 20, true)],
  };
  it.each<[string, ClinicalPlanInput, DueTest | null]>([
    [
      'recorded today, last VL 5 months ago: due today',
      input({ ...established, today: '2025-03-01', isPregnant: true, pregnancyRecordedOn: '2025-03-01' }),
      item('viralLoad', '2025-03-01', '2025-03-29', 'due', 'VL5'),
    ],
    [
      'not pregnant: routine',
      input({ ...established, today: '2025-03-01', isPregnant: false, pregnancyRecordedOn: '2025-03-01' }),
      item('viralLoad', '2025-10-01', '2025-10-29', 'upcoming', 'VL1'),
    ],
    [
      'pregnant without a recorded date: routine',
      input({ ...established, today: '2025-03-01', isPregnant: true, pregnancyRecordedOn: null }),
      item('viralLoad', '2025-10-01', '2025-10-29', 'upcoming', 'VL1'),
    ],
    [
      'a VL during pregnancy: every 3 months from it',
      input({
        artStartDate: '2023-01-01',
        results: [vl('2023-07-01', 20, true), vl('2025-02-01', 20, true)],
        today: '2025-03-01',
        isPregnant: true,
        pregnancyRecordedOn: '2025-01-01',
      }),
      item('viralLoad', '2025-05-01', '2025-05-29', 'upcoming', 'VL5'),
    ],
    [
      'a VL on the recording day counts as during pregnancy',
      input({
        ...established,
        results: [...established.results, vl('2025-01-01', 20, true)],
        today: '2025-03-01',
        isPregnant: true,
        pregnancyRecordedOn: '2025-01-01',
      }),
      item('viralLoad', '2025-04-01', '2025-04-29', 'upcoming', 'VL5'),
    ],
    [
      'same date as the routine: the routine rule keeps it',
      input({
        artStartDate: '2023-01-01',
        results: [vl('2023-07-01', 20, true), vl('2024-06-01', 20, true)],
        today: '2025-06-01',
        isPregnant: true,
        pregnancyRecordedOn: '2025-06-01',
      }),
      item('viralLoad', '2025-06-01', '2025-06-29', 'due', 'VL1'),
    ],
    [
      'routine earlier than pregnancy: routine wins',
      input({
        artStartDate: '2023-01-01',
        results: [vl('2023-07-01', 20, true), vl('2024-06-01', 20, true)],
        today: '2025-07-01',
        isPregnant: true,
        pregnancyRecordedOn: '2025-07-01',
      }),
      item('viralLoad', '2025-06-01', '2025-06-29', 'overdue', 'VL1'),
    ],
    [
      'earlier than an episode repeat: pregnancy wins',
      input({
        artStartDate: '2023-01-01',
        results: [vl('2025-01-10', 1500)],
        today: '2025-01-20',
        isPregnant: true,
        pregnancyRecordedOn: '2025-01-20',
      }),
      item('viralLoad', '2025-01-20', '2025-02-17', 'due', 'VL5'),
    ],
    [
      'an episode repeat earlier than pregnancy: the episode wins',
      input({
        artStartDate: '2023-01-01',
        results: [vl('2024-12-01', 20, true), vl('2025-02-10', 1500)],
        today: '2025-03-01',
        isPregnant: true,
        pregnancyRecordedOn: '2024-12-01',
      }),
      item('viralLoad', '2025-05-10', '2025-06-07', 'upcoming', 'VL2'),
    ],
    [
      'pregnancy without ART start still gives a VL item',
      input({ today: '2025-03-01', isPregnant: true, pregnancyRecordedOn: '2025-02-01' }),
      item('viralLoad', '2025-02-01', '2025-03-01', 'due', 'VL5'),
    ],
    [
      'repeatMonths 1 in pregnancy',
      input({
        ...established,
        results: [...established.results, vl('2025-02-01', 20, true)],
        today: '2025-03-01',
        isPregnant: true,
        pregnancyRecordedOn: '2025-01-01',
      }),
      item('viralLoad', '2025-03-01', '2025-03-29', 'due', 'VL5'),
    ],
  ])('%s', (name, given, expected) => {
    const thresholds = name.startsWith('repeatMonths 1') ? { repeatMonths: 1 } : undefined;
    expect(vlItem(clinicalPlan(given, thresholds))).toEqual(expected);
  });
});

describe('clinicalPlan: CD4 (C1)', () => {
  it.each<[string, ClinicalPlanInput, DueTest | null]>([
    [
      'ART start, no CD4: due at ART start',
      input({ today: '2025-01-10', artStartDate: '2025-01-01' }),
      item('cd4', '2025-01-01', '2025-01-29', 'due', 'C1'),
    ],
    ['no ART start and no CD4: none', input({ today: '2025-01-10' }), null],
    [
      'no ART start but a CD4: + 6 months',
      input({ today: '2025-03-01', results: [cd4('2025-02-01', 600)] }),
      item('cd4', '2025-08-01', '2025-08-29', 'upcoming', 'C1'),
    ],
    [
      'last CD4 + 6 months, clamped',
      input({
        today: '2025-09-01',
        artStartDate: '2025-01-01',
        results: [cd4('2025-03-31', 600), cd4('2025-08-31', 450)],
      }),
      item('cd4', '2026-02-28', '2026-03-28', 'upcoming', 'C1'),
    ],
    [
      'two latest VLs < 200: established, no CD4',
      input({
        today: '2026-03-01',
        artStartDate: '2025-01-01',
        results: [cd4('2025-01-01', 600), vl('2025-07-01', 150), vl('2026-01-01', 20, true)],
      }),
      null,
    ],
    [
      'established with no CD4 at all: none',
      input({
        today: '2026-03-01',
        artStartDate: '2025-01-01',
        results: [vl('2025-07-01', 150), vl('2026-01-01', 20, true)],
      }),
      null,
    ],
    [
      'one VL < 200 only: still due',
      input({
        today: '2025-08-01',
        artStartDate: '2025-01-01',
        results: [cd4('2025-01-01', 600), vl('2025-07-01', 20, true)],
      }),
      item('cd4', '2025-07-01', '2025-07-29', 'overdue', 'C1'),
    ],
    [
      'latest VL 200 breaks it',
      input({
        today: '2026-03-01',
        artStartDate: '2025-01-01',
        results: [cd4('2025-07-01', 600), vl('2025-07-01', 150), vl('2026-01-01', 200)],
      }),
      item('cd4', '2026-01-01', '2026-01-29', 'overdue', 'C1'),
    ],
    [
      'an older high VL does not matter once the two latest are low',
      input({
        today: '2026-03-01',
        artStartDate: '2025-01-01',
        results: [
          cd4('2025-07-01', 600),
          vl('2025-04-01', 5000),
          vl('2025-07-01', 150),
          vl('2026-01-01', 30),
        ],
      }),
      null,
    ],
    [
      'CD4 without a value is ignored',
      input({ today: '2025-03-01', artStartDate: '2025-01-01', results: [cd4('2025-02-01', null)] }),
      item('cd4', '2025-01-01', '2025-01-29', 'overdue', 'C1'),
    ],
  ])('%s', (_name, given, expected) => {
    expect(cd4Item(clinicalPlan(given))).toEqual(expected);
  });
});

describe('clinicalPlan: CrAg (C2) and CD4 flags', () => {
  const today = '2025-03-01';
  it.each<
    [
      string,
      LabResult[],
      string | null,
      Partial<ClinicalThresholds> | undefined,
      DueTest | null,
      ClinicalFlag[],
    ]
  >([
    [
      'CD4 150 in an adult of unknown age',
      [cd4('2025-02-01', 150)],
      null,
      undefined,
      item('crag', '2025-02-01', '2025-03-01', 'due', 'C2'),
      [flag('advancedDisease', '2025-02-01'), flag('cotrimoxazole', '2025-02-01')],
    ],
    [
      'CrAg on the CD4 date: no item',
      [cd4('2025-02-01', 150), crag('2025-02-01')],
      null,
      undefined,
      null,
      [flag('advancedDisease', '2025-02-01'), flag('cotrimoxazole', '2025-02-01')],
    ],
    [
      'CrAg after the CD4, whatever its value: no item',
      [cd4('2025-02-01', 150), crag('2025-02-15', null)],
      null,
      undefined,
      null,
      [flag('advancedDisease', '2025-02-01'), flag('cotrimoxazole', '2025-02-01')],
    ],
    [
      'CrAg before the CD4: still due',
      [crag('2025-01-31'), cd4('2025-02-01', 150)],
      null,
      undefined,
      item('crag', '2025-02-01', '2025-03-01', 'due', 'C2'),
      [flag('advancedDisease', '2025-02-01'), flag('cotrimoxazole', '2025-02-01')],
    ],
    [
      'CrAg dated after today does not count',
      [cd4('2025-02-01', 150), crag('2025-03-02')],
      null,
      undefined,
      item('crag', '2025-02-01', '2025-03-01', 'due', 'C2'),
      [flag('advancedDisease', '2025-02-01'), flag('cotrimoxazole', '2025-02-01')],
    ],
    [
      'child aged 10: no CrAg',
      [cd4('2025-02-01', 150)],
      '2014-06-01',
      undefined,
      null,
      [flag('advancedDisease', '2025-02-01'), flag('cotrimoxazole', '2025-02-01')],
    ],
    [
      'child one day short of 11: no CrAg',
      [cd4('2025-02-01', 150)],
      '2014-03-02',
      undefined,
      null,
      [flag('advancedDisease', '2025-02-01'), flag('cotrimoxazole', '2025-02-01')],
    ],
    [
      'child turning 11 today: CrAg',
      [cd4('2025-02-01', 150)],
      '2014-03-01',
      undefined,
      item('crag', '2025-02-01', '2025-03-01', 'due', 'C2'),
      [flag('advancedDisease', '2025-02-01'), flag('cotrimoxazole', '2025-02-01')],
    ],
    [
      'adult: CrAg',
      [cd4('2025-02-01', 150)],
      '1980-05-05',
      undefined,
      item('crag', '2025-02-01', '2025-03-01', 'due', 'C2'),
      [flag('advancedDisease', '2025-02-01'), flag('cotrimoxazole', '2025-02-01')],
    ],
    [
      'CD4 199: advanced',
      [cd4('2025-02-01', 199)],
      null,
      undefined,
      item('crag', '2025-02-01', '2025-03-01', 'due', 'C2'),
      [flag('advancedDisease', '2025-02-01'), flag('cotrimoxazole', '2025-02-01')],
    ],
    [
      'CD4 200: cotrimoxazole only',
      [cd4('2025-02-01', 200)],
      null,
      undefined,
      null,
      [flag('cotrimoxazole', '2025-02-01')],
    ],
    [
      'CD4 300: cotrimoxazole only',
      [cd4('2025-02-01', 300)],
      null,
      undefined,
      null,
      [flag('cotrimoxazole', '2025-02-01')],
    ],
    [
      'CD4 350: cotrimoxazole (inclusive)',
      [cd4('2025-02-01', 350)],
      null,
      undefined,
      null,
      [flag('cotrimoxazole', '2025-02-01')],
    ],
    ['CD4 351: no flags', [cd4('2025-02-01', 351)], null, undefined, null, []],
    [
      'only the latest CD4 counts',
      [cd4('2025-02-01', 400), cd4('2025-01-01', 100)],
      null,
      undefined,
      null,
      [],
    ],
    [
      'latest low CD4 after a higher one',
      [cd4('2025-02-01', 100), cd4('2025-01-01', 400)],
      null,
      undefined,
      item('crag', '2025-02-01', '2025-03-01', 'due', 'C2'),
      [flag('advancedDisease', '2025-02-01'), flag('cotrimoxazole', '2025-02-01')],
    ],
    [
      'cd4Advanced 250 makes 220 advanced',
      [cd4('2025-02-01', 220)],
      null,
      { cd4Advanced: 250 },
      item('crag', '2025-02-01', '2025-03-01', 'due', 'C2'),
      [flag('advancedDisease', '2025-02-01'), flag('cotrimoxazole', '2025-02-01')],
    ],
    ['cd4Low 300 drops cotrimoxazole at 320', [cd4('2025-02-01', 320)], null, { cd4Low: 300 }, null, []],
    ['no CD4: nothing', [], null, undefined, null, []],
  ])('%s', (_name, results, birthDate, thresholds, expectedCrag, expectedFlags) => {
    const plan = clinicalPlan(input({ today, artStartDate: '2025-01-01', birthDate, results }), thresholds);
    expect(cragItem(plan)).toEqual(expectedCrag);
    expect(plan.flags).toEqual(expectedFlags);
  });

  it('lists due items as viral load, CD4, CrAg', () => {
    const plan = clinicalPlan(
      input({ today, artStartDate: '2025-01-01', results: [cd4('2025-02-01', 150)] }),
    );
    expect(plan.due.map((d) => d.test)).toEqual(['viralLoad', 'cd4', 'crag']);
  });
});

describe('clinicalPlan: input handling', () => {
  const results = [
    vl('2024-06-01', 30, true),
    vl('2025-01-10', 1500),
    vl('2025-04-10', 1200),
    cd4('2024-06-01', 420),
    cd4('2025-01-10', 150),
    crag('2024-12-01'),
    creatinine('2025-01-10'),
  ];
  const given = input({
    today: '2025-05-01',
    artStartDate: '2024-01-01',
    regimenStartDate: '2024-01-01',
    results,
    eacSessions: [{ date: '2025-02-01' }, { date: '2025-01-15' }],
  });

  it.each([
    ['reversed', [...results].reverse()],
    ['shuffled', [results[4], results[1], results[6], results[0], results[5], results[2], results[3]]],
  ] as [string, LabResult[]][])('%s results give the same plan', (_name, reordered) => {
    expect(clinicalPlan({ ...given, results: reordered as LabResult[] })).toEqual(clinicalPlan(given));
  });

  it.each<[string, LabResult[]]>([
    ['a high VL after today', [vl('2025-05-02', 5000)]],
    ['a low CD4 after today', [cd4('2025-06-01', 50)]],
    ['a CrAg after today', [crag('2025-05-02')]],
  ])('ignores %s', (_name, extra) => {
    expect(clinicalPlan({ ...given, results: [...results, ...extra] })).toEqual(clinicalPlan(given));
  });

  it('does not mutate the input', () => {
    const copy = structuredClone(given);
    clinicalPlan(given);
    expect(given).toEqual(copy);
  });
});

describe('resultBand and isOutOfRange', () => {
  it.each([
    ['viralLoad', 12500, false, 'unsuppressed', true],
    ['viralLoad', 800, false, 'lowLevel', true],
    ['viralLoad', 150, false, 'kEqualsK', false],
    ['viralLoad', null, true, 'notDetected', false],
    ['viralLoad', null, false, null, false],
    ['cd4', 150, false, 'advanced', true],
    ['cd4', 420, false, 'moderate', true],
    ['cd4', 650, false, 'normal', false],
    ['cd4', null, false, null, false],
    ['creatinine', 88, false, null, false],
    ['other', null, false, null, false],
    [null, 5, false, null, false],
  ] as const)(
    '%s %s (below detection %s) → %s, highlighted %s',
    (kind, numericValue, belowDetection, band, out) => {
      const found = resultBand({ kind, numericValue, belowDetection });
      expect(found).toBe(band);
      expect(isOutOfRange(found)).toBe(out);
    },
  );

  it('follows the thresholds it is given', () => {
    expect(resultBand({ kind: 'viralLoad', numericValue: 300, belowDetection: false }, { vlKeK: 400 })).toBe(
      'kEqualsK',
    );
  });
});
