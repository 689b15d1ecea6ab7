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
import { cd4, planInput, vl } from './monitoring.test-utils.js';

const crag = (date: string, value: number | null = 0): LabResult => ({ kind: 'crag', date, value });
const creatinine = (date: string): LabResult => ({ kind: 'creatinine', date, value: 1 });

const item = (
  test: DueTest['test'],
  dueDate: string,
  overdueAfter: string,
  status: DueTest['status'],
  rule: DueTest['rule'],
): DueTest => ({ test, dueDate, overdueAfter, status, rule });
const vlDue =
  (rule: DueTest['rule']) =>
  (dueDate: string, overdueAfter: string, status: DueTest['status']): DueTest =>
    item('viralLoad', dueDate, overdueAfter, status, rule);
const vl1Due = vlDue('VL1');
const vl2Due = vlDue('VL2');
const vl5Due = vlDue('VL5');
const cd4Due = (dueDate: string, overdueAfter: string, status: DueTest['status']) =>
  item('cd4', dueDate, overdueAfter, status, 'C1');
const cragDue = (dueDate: string, overdueAfter: string, status: DueTest['status']) =>
  item('crag', dueDate, overdueAfter, status, 'C2');
const flag = (code: ClinicalFlag['code'], since: string): ClinicalFlag => ({ code, since });
const episode = (
  openedOn: string,
  repeatDueDate: string,
  status: HighViralLoadEpisode['status'],
  eacSessions = 0,
): HighViralLoadEpisode => ({ openedOn, eacSessions, repeatDueDate, status });

const input = planInput;

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
      minEacSessions: 1,
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

const plan = (
  due: DueTest[],
  flags: ClinicalFlag[] = [],
  found: HighViralLoadEpisode | null = null,
  durablySuppressed = false,
) => ({
  due,
  flags,
  episode: found,
  durablySuppressed,
});
const onArtSince =
  (artStartDate: string) =>
  (today: string, ...results: LabResult[]) =>
    input({ today, artStartDate, results });
const onArt = onArtSince('2025-01-01');

describe('clinicalPlan: whole plans', () => {
  it.each<[string, ClinicalPlanInput, ClinicalPlan, Partial<ClinicalThresholds>?]>([
    ['nothing known: nothing due', input({}), plan([])],
    [
      'ART start, no results: VL at 6 months, CD4 at ART start',
      onArt('2025-01-15'),
      plan([vl1Due('2025-07-01', '2025-07-29', 'upcoming'), cd4Due('2025-01-01', '2025-01-29', 'due')]),
    ],
    [
      'VL 1500 opens an episode: repeat in 3 months replaces the routine VL',
      onArtSince('2024-01-01')(
        '2025-02-01',
        vl('2024-07-01', 20, true),
        vl('2025-01-10', 1500),
        cd4('2024-01-05', 420),
      ),
      plan(
        [vl2Due('2025-04-10', '2025-05-08', 'upcoming'), cd4Due('2024-07-05', '2024-08-02', 'overdue')],
        [flag('highViralLoad', '2025-01-10')],
        episode('2025-01-10', '2025-04-10', 'open'),
      ),
    ],
    [
      'CD4 150: advanced disease, cotrimoxazole, CrAg due at the CD4 date',
      onArt('2025-03-01', cd4('2025-02-01', 150)),
      plan(
        [
          vl1Due('2025-07-01', '2025-07-29', 'upcoming'),
          cd4Due('2025-08-01', '2025-08-29', 'upcoming'),
          cragDue('2025-02-01', '2025-03-01', 'due'),
        ],
        [flag('advancedDisease', '2025-02-01'), flag('cotrimoxazole', '2025-02-01')],
      ),
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
      plan(
        [
          vl2Due('2025-07-10', '2025-07-24', 'upcoming'),
          cd4Due('2025-07-10', '2025-07-24', 'upcoming'),
          cragDue('2025-01-10', '2025-01-24', 'overdue'),
        ],
        [
          // v2 order: the suspected failure before the episode that leads to it.
          flag('suspectedFailure', '2025-04-10'),
          flag('highViralLoad', '2025-01-10'),
          flag('advancedDisease', '2025-01-10'),
          flag('cotrimoxazole', '2025-01-10'),
        ],
        episode('2025-01-10', '2025-07-10', 'open', 3),
      ),
      { overdueGraceDays: 14 },
    ],
    [
      'overdue VL flags viralLoadOverdue after the other flags',
      onArt('2025-08-15', cd4('2025-01-01', 300)),
      plan(
        [vl1Due('2025-07-01', '2025-07-29', 'overdue'), cd4Due('2025-07-01', '2025-07-29', 'overdue')],
        [flag('cotrimoxazole', '2025-01-01'), flag('viralLoadOverdue', '2025-07-29')],
      ),
    ],
  ])('%s', (_name, given, expected, thresholds) => {
    expect(clinicalPlan(given, thresholds)).toEqual(expected);
  });
});

describe('clinicalPlan: routine viral load (VL1)', () => {
  const low = (date: string) => vl(date, 30, true);
  it.each<[string, ClinicalPlanInput, DueTest | null]>([
    ['no VL: ART start + 6 months', onArt('2025-03-01'), vl1Due('2025-07-01', '2025-07-29', 'upcoming')],
    [
      'second VL: last VL + 12 months',
      onArt('2026-02-01', low('2025-07-05'), vl('2026-01-03', 40)),
      vl1Due('2027-01-03', '2027-01-31', 'upcoming'),
    ],
    [
      'month-end ART start clamps',
      onArtSince('2025-08-31')('2025-09-01'),
      vl1Due('2026-02-28', '2026-03-28', 'upcoming'),
    ],
    ['no ART start: no VL item', input({ today: '2025-03-01', results: [low('2025-01-01')] }), null],
    [
      'no ART start and a high VL: still no VL item',
      input({ today: '2025-03-01', results: [vl('2025-01-01', 5000)] }),
      null,
    ],
    [
      'creatinine and CD4 results do not count as VLs',
      onArt('2025-08-01', creatinine('2025-07-05'), cd4('2025-07-05', 600)),
      vl1Due('2025-07-01', '2025-07-29', 'overdue'),
    ],
  ])('%s', (_name, given, expected) => {
    expect(vlItem(clinicalPlan(given))).toEqual(expected);
  });

  it.each<[string, string, string, string, string]>([
    ['first VL in year one: ART start + 12 months', '2025-08-01', '2025-07-05', '2026-01-01', '2026-01-29'],
    [
      'a single VL after the first year: that VL + 12 months',
      '2026-04-01',
      '2026-03-01',
      '2027-03-01',
      '2027-03-29',
    ],
    [
      'a single VL exactly on the one-year date: + 12 months',
      '2026-01-02',
      '2026-01-01',
      '2027-01-01',
      '2027-01-29',
    ],
    ['a VL on ART start day counts as on ART', '2025-02-01', '2025-01-01', '2026-01-01', '2026-01-29'],
    ['VLs before ART start do not count', '2025-02-01', '2024-12-01', '2025-07-01', '2025-07-29'],
  ])('%s', (_name, today, lowOn, dueDate, overdueAfter) => {
    expect(vlItem(clinicalPlan(onArt(today, low(lowOn))))).toEqual(vl1Due(dueDate, overdueAfter, 'upcoming'));
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
  const after = (today: string, ...results: LabResult[]) => input({ ...base, today, results });
  const check = (
    given: ClinicalPlanInput,
    thresholds: Partial<ClinicalThresholds> | undefined,
    expected: [HighViralLoadEpisode | null, DueTest | null, string[]],
  ) => {
    const plan = clinicalPlan(given, thresholds);
    expect([
      plan.episode,
      vlItem(plan),
      codes(plan).filter((c) => c !== 'advancedDisease' && c !== 'cotrimoxazole'),
    ]).toEqual(expected);
  };
  const opened = episode('2025-01-10', '2025-04-10', 'open');
  const repeat = vl2Due('2025-04-10', '2025-05-08', 'upcoming');
  const routine = vl1Due('2026-01-10', '2026-02-07', 'upcoming');

  it.each<[string, LabResult, Partial<ClinicalThresholds>?]>([
    ['VL 1500 opens an episode', vl('2025-01-10', 1500)],
    ['VL exactly 200 opens an episode', vl('2025-01-10', 200)],
    ['VL 300 with default thresholds opens one', vl('2025-01-10', 300)],
  ])('%s', (_name, result, thresholds) => {
    check(after('2025-02-01', result), thresholds, [opened, repeat, ['highViralLoad']]);
  });

  it.each<[string, LabResult, Partial<ClinicalThresholds>?]>([
    ['VL 199 opens none', vl('2025-01-10', 199)],
    ['below detection with a large number opens none', vl('2025-01-10', 5000, true)],
    ['VL 300 with vlKeK 400 opens none', vl('2025-01-10', 300), { vlKeK: 400 }],
  ])('%s', (_name, result, thresholds) => {
    check(after('2025-02-01', result), thresholds, [null, routine, []]);
  });

  it.each<[string, ClinicalPlanInput, [HighViralLoadEpisode | null, DueTest | null, string[]]]>([
    [
      'repeat 800 keeps it open, next repeat 3 months on, no failure',
      after('2025-04-20', vl('2025-01-10', 1500), vl('2025-04-10', 800)),
      [
        episode('2025-01-10', '2025-07-10', 'open'),
        vl2Due('2025-07-10', '2025-08-07', 'upcoming'),
        ['highViralLoad'],
      ],
    ],
    [
      'repeat below 200 closes it; routine resumes 12 months after that VL',
      after('2025-04-20', vl('2025-01-10', 1500), vl('2025-04-10', 150)),
      [episode('2025-01-10', '2025-04-10', 'closed'), vl1Due('2026-04-10', '2026-05-08', 'upcoming'), []],
    ],
    [
      'a closed episode reports the repeat computed from its last high VL',
      after('2025-08-01', vl('2025-01-10', 1500), vl('2025-04-10', 800), vl('2025-07-10', 20, true)),
      [episode('2025-01-10', '2025-07-10', 'closed'), vl1Due('2026-07-10', '2026-08-07', 'upcoming'), []],
    ],
    [
      'a new high VL after closing opens a new episode',
      after('2025-11-01', vl('2025-01-10', 1500), vl('2025-04-10', 40), vl('2025-10-10', 300)),
      [
        episode('2025-10-10', '2026-01-10', 'open'),
        vl2Due('2026-01-10', '2026-02-07', 'upcoming'),
        ['highViralLoad'],
      ],
    ],
    [
      'a high VL before ART start opens none',
      input({ ...base, artStartDate: '2025-02-01', today: '2025-03-01', results: [vl('2025-01-10', 90000)] }),
      [null, vl1Due('2025-08-01', '2025-08-29', 'upcoming'), []],
    ],
    [
      'no ART start: the episode is reported but there is no VL item',
      input({ today: '2025-02-01', results: [vl('2025-01-10', 1500)] }),
      [opened, null, ['highViralLoad']],
    ],
    [
      'overdue repeat flags viralLoadOverdue',
      after('2025-05-09', vl('2025-01-10', 1500)),
      [opened, vl2Due('2025-04-10', '2025-05-08', 'overdue'), ['highViralLoad', 'viralLoadOverdue']],
    ],
  ])('%s', (_name, given, expected) => {
    check(given, undefined, expected);
  });

  it('repeatMonths 2 shortens the repeat', () => {
    check(after('2025-02-01', vl('2025-01-10', 1500)), { repeatMonths: 2 }, [
      episode('2025-01-10', '2025-03-10', 'open'),
      vl2Due('2025-03-10', '2025-04-07', 'upcoming'),
      ['highViralLoad'],
    ]);
  });

  it.each<[string, string, { date: string }[], number]>([
    [
      'open: sessions on/after opening up to today',
      '2025-04-01',
      ['2025-01-05', '2025-01-10', '2025-02-10', '2025-03-10', '2025-05-01'].map((date) => ({ date })),
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
    const given = { ...after('2025-06-01', vl('2025-01-10', 1500), vl('2025-04-10', 20, true)), eacSessions };
    expect(clinicalPlan(given).episode).toEqual(episode('2025-01-10', '2025-04-10', 'closed', expected));
  });
});

describe('clinicalPlan: suspected failure (VL4)', () => {
  const [jan10, mar10, apr10, jul10] = ['2025-01-10', '2025-03-10', '2025-04-10', '2025-07-10'];
  // One EAC session between every pair of results below: VL4 v2 asks for counselling before failure.
  const counselled = [{ date: '2025-01-10' }];
  const failureSince = (
    regimenStartDate: string | null,
    results: LabResult[],
    eacSessions: { date: string }[],
    thresholds?: Partial<ClinicalThresholds>,
  ) => {
    const given = input({
      today: '2025-08-01',
      artStartDate: '2022-01-01',
      regimenStartDate,
      results,
      eacSessions,
    });
    return clinicalPlan(given, thresholds).flags.find((f) => f.code === 'suspectedFailure');
  };
  const expectSince = (found: ClinicalFlag | undefined, since: string | null) =>
    expect(found).toEqual(since ? flag('suspectedFailure', since) : undefined);

  it.each<[string, string | null, string | null]>([
    ['regimen ≥ 6 months before the first high VL', '2024-07-10', apr10],
    ['regimen well before', '2023-01-01', apr10],
    ['regimen < 6 months before', '2024-07-11', null],
    ['no regimen start', null, null],
  ])('%s', (_name, regimenStartDate, since) => {
    expectSince(failureSince(regimenStartDate, [vl(jan10, 1500), vl(apr10, 1200)], counselled), since);
  });

  it.each<[string, LabResult[], string | null, Partial<ClinicalThresholds>?]>([
    ['repeat 800 is not > 1000', [vl(jan10, 1500), vl(apr10, 800)], null],
    ['first exactly 1000 is not > 1000', [vl(jan10, 1000), vl(apr10, 1200)], null],
    ['1001 and 1001', [vl(jan10, 1001), vl(apr10, 1001)], apr10],
    ['exactly 2 months apart', [vl(jan10, 1500), vl(mar10, 1200)], mar10],
    ['just under 2 months apart', [vl(jan10, 1500), vl('2025-03-09', 1200)], null],
    ['exactly 6 months apart', [vl(jan10, 1500), vl(jul10, 1200)], jul10],
    ['v2: over 6 months apart still confirms', [vl(jan10, 1500), vl('2025-07-11', 1200)], '2025-07-11'],
    ['only the two latest count', [vl(jan10, 1500), vl(apr10, 1200), vl('2025-05-01', 40)], null],
    ['the two latest after an earlier low', [vl('2024-06-01', 40), vl(jan10, 1500), vl(apr10, 1200)], apr10],
    ['a single high VL', [vl(apr10, 5000)], null],
    ['below detection never counts', [vl(jan10, 1500), vl(apr10, 5000, true)], null],
    ['a raised vlUnsuppressed', [vl(jan10, 1500), vl(apr10, 1200)], null, { vlUnsuppressed: 1300 }],
    ['results in any order', [vl(apr10, 1200), vl(jan10, 1500)], apr10],
  ])('%s', (_name, results, since, thresholds) => {
    expectSince(failureSince('2023-01-01', results, counselled, thresholds), since);
  });
});

describe('clinicalPlan: pregnancy (VL5)', () => {
  const low = (date: string) => vl(date, 20, true);
  const established = [low('2023-07-01'), low('2024-10-01')];
  const sinceJune = [low('2023-07-01'), low('2024-06-01')];
  const pregnant = (today: string, pregnancyRecordedOn: string | null, results: LabResult[]) =>
    input({ artStartDate: '2023-01-01', results, today, isPregnant: true, pregnancyRecordedOn });
  it.each<[string, ClinicalPlanInput, DueTest | null, Partial<ClinicalThresholds>?]>([
    [
      'recorded today, last VL 5 months ago: due today',
      pregnant('2025-03-01', '2025-03-01', established),
      vl5Due('2025-03-01', '2025-03-29', 'due'),
    ],
    [
      'not pregnant: routine',
      { ...pregnant('2025-03-01', '2025-03-01', established), isPregnant: false },
      vl1Due('2025-10-01', '2025-10-29', 'upcoming'),
    ],
    [
      'pregnant without a recorded date: routine',
      pregnant('2025-03-01', null, established),
      vl1Due('2025-10-01', '2025-10-29', 'upcoming'),
    ],
    [
      'a VL during pregnancy: every 3 months from it',
      pregnant('2025-03-01', '2025-01-01', [low('2023-07-01'), low('2025-02-01')]),
      vl5Due('2025-05-01', '2025-05-29', 'upcoming'),
    ],
    [
      'a VL on the recording day counts as during pregnancy',
      pregnant('2025-03-01', '2025-01-01', [...established, low('2025-01-01')]),
      vl5Due('2025-04-01', '2025-04-29', 'upcoming'),
    ],
    [
      'same date as the routine: the routine rule keeps it',
      pregnant('2025-06-01', '2025-06-01', sinceJune),
      vl1Due('2025-06-01', '2025-06-29', 'due'),
    ],
    [
      'routine earlier than pregnancy: routine wins',
      pregnant('2025-07-01', '2025-07-01', sinceJune),
      vl1Due('2025-06-01', '2025-06-29', 'overdue'),
    ],
    [
      'v2: a VL in the 3 months before the recording: 3 months from it, a tie the episode keeps',
      pregnant('2025-01-20', '2025-01-20', [vl('2025-01-10', 1500)]),
      vl2Due('2025-04-10', '2025-05-08', 'upcoming'),
    ],
    [
      'v2: the VL in the 3 months before is earlier than the routine date',
      pregnant('2025-03-01', '2025-03-01', [low('2023-07-01'), low('2024-12-15')]),
      vl5Due('2025-03-15', '2025-04-12', 'upcoming'),
    ],
    [
      'an episode repeat earlier than pregnancy: the episode wins',
      pregnant('2025-03-01', '2024-12-01', [low('2024-12-01'), vl('2025-02-10', 1500)]),
      vl2Due('2025-05-10', '2025-06-07', 'upcoming'),
    ],
    [
      'pregnancy without ART start still gives a VL item',
      input({ today: '2025-03-01', isPregnant: true, pregnancyRecordedOn: '2025-02-01' }),
      vl5Due('2025-02-01', '2025-03-01', 'due'),
    ],
    [
      'repeatMonths 1 in pregnancy',
      pregnant('2025-03-01', '2025-01-01', [...established, low('2025-02-01')]),
      vl5Due('2025-03-01', '2025-03-29', 'due'),
      { repeatMonths: 1 },
    ],
  ])('%s', (_name, given, expected, thresholds) => {
    expect(vlItem(clinicalPlan(given, thresholds))).toEqual(expected);
  });
});

describe('clinicalPlan: CD4 (C1)', () => {
  // The two latest VLs under 200: established on ART.
  const twoLow = [vl('2025-07-01', 150), vl('2026-01-01', 20, true)];
  it.each<[string, ClinicalPlanInput, DueTest | null]>([
    ['ART start, no CD4: due at ART start', onArt('2025-01-10'), cd4Due('2025-01-01', '2025-01-29', 'due')],
    ['no ART start and no CD4: none', input({ today: '2025-01-10' }), null],
    [
      'no ART start but a CD4: + 6 months',
      input({ today: '2025-03-01', results: [cd4('2025-02-01', 600)] }),
      cd4Due('2025-08-01', '2025-08-29', 'upcoming'),
    ],
    [
      'last CD4 + 6 months, clamped',
      onArt('2025-09-01', cd4('2025-03-31', 600), cd4('2025-08-31', 450)),
      cd4Due('2026-02-28', '2026-03-28', 'upcoming'),
    ],
    [
      'two latest VLs < 200: established, no CD4',
      onArt('2026-03-01', cd4('2025-01-01', 600), ...twoLow),
      null,
    ],
    [
      'v2: established with no CD4 at all: the baseline is still due',
      onArt('2026-03-01', ...twoLow),
      cd4Due('2025-01-01', '2025-01-29', 'overdue'),
    ],
    [
      'v2: established with a latest CD4 of 300: still every 6 months',
      onArt('2026-03-01', cd4('2025-07-01', 300), ...twoLow),
      cd4Due('2026-01-01', '2026-01-29', 'overdue'),
    ],
    [
      'v2: established with a latest CD4 of exactly 350: still due',
      onArt('2026-03-01', cd4('2025-07-01', 350), ...twoLow),
      cd4Due('2026-01-01', '2026-01-29', 'overdue'),
    ],
    [
      'v2: established with a latest CD4 of 351: none',
      onArt('2026-03-01', cd4('2025-07-01', 351), ...twoLow),
      null,
    ],
    [
      'one VL < 200 only: still due',
      onArt('2025-08-01', cd4('2025-01-01', 600), vl('2025-07-01', 20, true)),
      cd4Due('2025-07-01', '2025-07-29', 'overdue'),
    ],
    [
      'latest VL 200 breaks it',
      onArt('2026-03-01', cd4('2025-07-01', 600), vl('2025-07-01', 150), vl('2026-01-01', 200)),
      cd4Due('2026-01-01', '2026-01-29', 'overdue'),
    ],
    [
      'an older high VL does not matter once the two latest are low',
      onArt(
        '2026-03-01',
        cd4('2025-07-01', 600),
        vl('2025-04-01', 5000),
        vl('2025-07-01', 150),
        vl('2026-01-01', 30),
      ),
      null,
    ],
    [
      'CD4 without a value is ignored',
      onArt('2025-03-01', cd4('2025-02-01', null)),
      cd4Due('2025-01-01', '2025-01-29', 'overdue'),
    ],
  ])('%s', (_name, given, expected) => {
    expect(cd4Item(clinicalPlan(given))).toEqual(expected);
  });
});

describe('clinicalPlan: CrAg (C2) and CD4 flags', () => {
  const today = '2025-03-01';
  const feb1 = '2025-02-01';
  const due = cragDue(feb1, '2025-03-01', 'due');
  const advanced = [flag('advancedDisease', feb1), flag('cotrimoxazole', feb1)];
  const cotrimoxazole = [flag('cotrimoxazole', feb1)];
  it.each<
    [
      string,
      LabResult[],
      DueTest | null,
      ClinicalFlag[],
      { birthDate?: string; thresholds?: Partial<ClinicalThresholds> }?,
    ]
  >([
    ['CD4 150 in an adult of unknown age', [cd4(feb1, 150)], due, advanced],
    ['CrAg on the CD4 date: no item', [cd4(feb1, 150), crag(feb1)], null, advanced],
    [
      'CrAg after the CD4, whatever its value: no item',
      [cd4(feb1, 150), crag('2025-02-15', null)],
      null,
      advanced,
    ],
    ['CrAg before the CD4: still due', [crag('2025-01-31'), cd4(feb1, 150)], due, advanced],
    ['CrAg dated after today does not count', [cd4(feb1, 150), crag('2025-03-02')], due, advanced],
    ['v2: child aged exactly 10: CrAg', [cd4(feb1, 150)], due, advanced, { birthDate: '2015-03-01' }],
    ['child one day short of 10: no CrAg', [cd4(feb1, 150)], null, advanced, { birthDate: '2015-03-02' }],
    ['child turning 11 today: CrAg', [cd4(feb1, 150)], due, advanced, { birthDate: '2014-03-01' }],
    ['adult: CrAg', [cd4(feb1, 150)], due, advanced, { birthDate: '1980-05-05' }],
    ['CD4 199: advanced', [cd4(feb1, 199)], due, advanced],
    ['CD4 200: cotrimoxazole only', [cd4(feb1, 200)], null, cotrimoxazole],
    ['CD4 300: cotrimoxazole only', [cd4(feb1, 300)], null, cotrimoxazole],
    ['CD4 350: cotrimoxazole (inclusive)', [cd4(feb1, 350)], null, cotrimoxazole],
    ['CD4 351: no flags', [cd4(feb1, 351)], null, []],
    ['only the latest CD4 counts', [cd4(feb1, 400), cd4('2025-01-01', 100)], null, []],
    ['latest low CD4 after a higher one', [cd4(feb1, 100), cd4('2025-01-01', 400)], due, advanced],
    [
      'cd4Advanced 250 makes 220 advanced',
      [cd4(feb1, 220)],
      due,
      advanced,
      { thresholds: { cd4Advanced: 250 } },
    ],
    ['cd4Low 300 drops cotrimoxazole at 320', [cd4(feb1, 320)], null, [], { thresholds: { cd4Low: 300 } }],
    ['no CD4: nothing', [], null, []],
  ])('%s', (_name, results, expectedCrag, expectedFlags, o = {}) => {
    const given = input({ today, artStartDate: '2025-01-01', birthDate: o.birthDate ?? null, results });
    const plan = clinicalPlan(given, o.thresholds);
    expect(cragItem(plan)).toEqual(expectedCrag);
    expect(plan.flags).toEqual(expectedFlags);
  });

  it('lists due items as viral load, CD4, CrAg', () => {
    const plan = clinicalPlan(onArt(today, cd4(feb1, 150)));
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

describe('clinicalPlan: VL7, the transition to DTG (v2)', () => {
  const plan = (regimenIngredients: string[] | undefined, results: LabResult[]) =>
    clinicalPlan({
      today: '2025-09-01',
      artStartDate: '2024-01-01',
      regimenStartDate: '2024-01-01',
      birthDate: '1990-01-01',
      isPregnant: false,
      pregnancyRecordedOn: null,
      results,
      eacSessions: [],
      ...(regimenIngredients ? { regimenIngredients } : {}),
    });
  it.each<[string, string[] | undefined, LabResult[], string | null]>([
    // The rules example: TDF + 3TC + EFV, VL 2400 -> flag.
    ['TDF + 3TC + EFV, VL 2400', ['TDF', '3TC', 'EFV'], [vl('2025-08-01', 2400)], '2025-08-01'],
    ['on NVP, VL 1001', ['AZT', '3TC', 'NVP'], [vl('2025-08-01', 1001)], '2025-08-01'],
    [
      'on EFV, VL exactly 1000: low-level, not unsuppressed',
      ['TDF', '3TC', 'EFV'],
      [vl('2025-08-01', 1000)],
      null,
    ],
    [
      'on EFV, an earlier 2400 and a later undetectable',
      ['TDF', '3TC', 'EFV'],
      [vl('2025-03-01', 2400), vl('2025-08-01', null, true)],
      null,
    ],
    ['on DTG, VL 2400', ['TDF', '3TC', 'DTG'], [vl('2025-08-01', 2400)], null],
    ['regimen not known, VL 2400', undefined, [vl('2025-08-01', 2400)], null],
  ])('%s', (_label, ingredients, results, since) => {
    const flag = plan(ingredients, results).flags.find((f) => f.code === 'switchToDtg');
    expect(flag?.since ?? null).toBe(since);
  });
});
