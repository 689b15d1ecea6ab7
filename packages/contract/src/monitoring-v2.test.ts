import { describe, expect, it } from 'vitest';
import {
  type ClinicalFlagCode,
  type ClinicalPlanInput,
  type ClinicalThresholds,
  clinicalPlan,
  type DueTest,
  type LabResult,
} from './monitoring.js';
import { cd4, planInput, vl } from './monitoring.test-utils.js';

// Version 2 of the monitoring rules (VL4–VL7, C1–C4): each example of the rule book and each boundary is a row.

const nd = (date: string) => vl(date, null, true);
const crag = (date: string, positive?: boolean): LabResult => ({
  kind: 'crag',
  date,
  value: null,
  ...(positive === undefined ? {} : { positive }),
});

const input = (over: Partial<ClinicalPlanInput>) => planInput({ today: '2025-08-01', ...over });

const since = (given: ClinicalPlanInput, code: ClinicalFlagCode, thresholds?: Partial<ClinicalThresholds>) =>
  clinicalPlan(given, thresholds).flags.find((f) => f.code === code)?.since ?? null;
const dueOf = (given: ClinicalPlanInput, test: DueTest['test']) =>
  clinicalPlan(given).due.find((d) => d.test === test) ?? null;

describe('VL4 v2: failure is suspected only after counselling', () => {
  const onRegimen = (results: LabResult[], eac: string[], today = '2025-09-01') =>
    input({
      today,
      artStartDate: '2023-01-01',
      regimenStartDate: '2023-01-01',
      results,
      eacSessions: eac.map((date) => ({ date })),
    });
  const pair = (second: string) => [vl('2025-01-10', 1500), vl(second, 1200)];
  it.each<[string, LabResult[], string[], string | null, string | null, Partial<ClinicalThresholds>?]>([
    ['rule book: no EAC → EAC flag, no failure', pair('2025-04-12'), [], null, '2025-04-12'],
    ['rule book: an EAC on 2025-02-01 → failure', pair('2025-04-12'), ['2025-02-01'], '2025-04-12', null],
    [
      'rule book: the same repeat on 2025-08-15 → failure',
      pair('2025-08-15'),
      ['2025-02-01'],
      '2025-08-15',
      null,
    ],
    ['an EAC on the earlier VL day counts', pair('2025-04-12'), ['2025-01-10'], '2025-04-12', null],
    ['an EAC on the later VL day does not', pair('2025-04-12'), ['2025-04-12'], null, '2025-04-12'],
    ['an EAC before the earlier VL does not', pair('2025-04-12'), ['2025-01-09'], null, '2025-04-12'],
    ['an EAC after today does not', pair('2025-04-12'), ['2025-10-01'], null, '2025-04-12'],
    [
      'minEacSessions 3: two sessions are not enough',
      pair('2025-06-12'),
      ['2025-02-01', '2025-03-01'],
      null,
      '2025-06-12',
      { minEacSessions: 3 },
    ],
    [
      'minEacSessions 3: three sessions',
      pair('2025-06-12'),
      ['2025-02-01', '2025-03-01', '2025-04-01'],
      '2025-06-12',
      null,
      { minEacSessions: 3 },
    ],
    ['less than 2 months apart: neither', pair('2025-03-09'), [], null, null],
    ['the later at 1000: neither', [vl('2025-01-10', 1500), vl('2025-04-12', 1000)], [], null, null],
  ])('%s', (_name, results, eac, failure, eacNotDone, thresholds) => {
    const given = onRegimen(results, eac);
    expect(since(given, 'suspectedFailure', thresholds)).toBe(failure);
    expect(since(given, 'eacNotDone', thresholds)).toBe(eacNotDone);
  });

  it('a regimen started less than 6 months before the earlier VL raises neither', () => {
    const given = { ...onRegimen(pair('2025-04-12'), []), regimenStartDate: '2024-07-11' };
    expect(clinicalPlan(given).flags.map((f) => f.code)).toEqual(['highViralLoad', 'viralLoadOverdue']);
  });
});

describe('VL5 v2: pregnancy and breastfeeding', () => {
  const vlDue = (given: ClinicalPlanInput) => {
    const item = dueOf(given, 'viralLoad');
    return item && [item.dueDate, item.status, item.rule];
  };
  const pregnant = { isPregnant: true, pregnancyRecordedOn: '2025-09-01' };
  const breastfeeding = { isBreastfeeding: true, breastfeedingRecordedOn: '2025-09-01' };
  // On ART since 2024-01-01, with a VL on 2024-07-01 and a last one on `lastVl`, seen on 2025-09-10.
  const onArt = (lastVl: string, over: Partial<ClinicalPlanInput>) =>
    input({
      today: '2025-09-10',
      artStartDate: '2024-01-01',
      results: [nd('2024-07-01'), nd(lastVl)],
      ...over,
    });
  it.each<[string, ClinicalPlanInput, [string, string, string] | null]>([
    [
      'rule book: recorded 2025-09-01, ART started 2025-09-15 → 2025-12-15, not overdue on 2025-10-01',
      input({ today: '2025-10-01', artStartDate: '2025-09-15', ...pregnant }),
      ['2025-12-15', 'upcoming', 'VL5'],
    ],
    [
      'ART started on the recording day: started once pregnant',
      input({ today: '2025-10-01', artStartDate: '2025-09-01', ...pregnant }),
      ['2025-12-01', 'upcoming', 'VL5'],
    ],
    [
      'started once pregnant, a VL since: 3 months from it',
      input({ today: '2026-01-01', artStartDate: '2025-09-15', ...pregnant, results: [nd('2025-12-10')] }),
      ['2026-03-10', 'upcoming', 'VL5'],
    ],
    [
      'already on ART, last VL 2025-05-20, recorded 2025-09-01 → due that day',
      onArt('2025-05-20', pregnant),
      ['2025-09-01', 'due', 'VL5'],
    ],
    [
      // The rule book's example reads "last VL 2025-06-20 … due 2025-09-01 (last VL more than 3 months before)",
      // but 2025-06-20 is less than 3 months before 2025-09-01: the rule's words decide (ADR 0024).
      'already on ART, last VL 2025-06-20 (within the 3 months before) → 3 months from it',
      onArt('2025-06-20', pregnant),
      ['2025-09-20', 'upcoming', 'VL5'],
    ],
    [
      'a VL 3 months less a day before the recording spares it: 3 months from it',
      onArt('2025-06-02', pregnant),
      ['2025-09-02', 'due', 'VL5'],
    ],
    [
      'a VL one day more than 3 months before does not',
      onArt('2025-05-31', pregnant),
      ['2025-09-01', 'due', 'VL5'],
    ],
    [
      'breastfeeding, no VL in the 6 months before: due on the day recorded',
      onArt('2025-02-28', breastfeeding),
      ['2025-09-01', 'due', 'VL5'],
    ],
    [
      'breastfeeding, a VL exactly 6 months before: 6 months from it',
      onArt('2025-03-01', breastfeeding),
      ['2025-09-01', 'due', 'VL5'],
    ],
    [
      'breastfeeding, a VL 4 months before: 6 months from it',
      onArt('2025-05-01', breastfeeding),
      ['2025-11-01', 'upcoming', 'VL5'],
    ],
    [
      'breastfeeding without its date: the routine rule',
      onArt('2025-05-01', { isBreastfeeding: true }),
      ['2026-05-01', 'upcoming', 'VL1'],
    ],
    [
      'breastfeeding later than the routine date: the routine rule',
      onArt('2024-10-01', breastfeeding),
      ['2025-09-01', 'due', 'VL5'],
    ],
  ])('%s', (_name, given, expected) => {
    expect(vlDue(given)).toEqual(expected);
  });
});

describe('VL6: durably suppressed (K=K)', () => {
  const base = {
    artStartDate: '2024-07-01',
    results: [nd('2025-01-05'), nd('2025-07-05')],
    today: '2025-08-01',
  };
  it.each<[string, Partial<ClinicalPlanInput>, boolean]>([
    ['rule book: not detected twice, pills until 2025-10-01 → yes', { arvRunOutDate: '2025-10-01' }, true],
    ['no run-out known: the supply condition is not applied', {}, true],
    ['rule book: a single 150 → no', { results: [vl('2025-07-05', 150)] }, false],
    ['rule book: run-out 40 days ago → no', { arvRunOutDate: '2025-06-22' }, false],
    ['run-out exactly 28 days ago → yes', { arvRunOutDate: '2025-07-04' }, true],
    ['run-out 29 days ago → no', { arvRunOutDate: '2025-07-03' }, false],
    ['150 and 199 count as under 200', { results: [vl('2025-01-05', 150), vl('2025-07-05', 199)] }, true],
    ['a latest 200 → no', { results: [nd('2025-01-05'), vl('2025-07-05', 200)] }, false],
    ['exactly 3 months apart → yes', { results: [nd('2025-04-05'), nd('2025-07-05')] }, true],
    ['one day under 3 months apart → no', { results: [nd('2025-04-06'), nd('2025-07-05')] }, false],
    [
      'the later exactly 6 months after ART start → yes',
      { results: [nd('2024-10-01'), nd('2025-01-01')] },
      true,
    ],
    [
      'the later one day before 6 months on ART → no',
      { results: [nd('2024-09-30'), nd('2024-12-31')] },
      false,
    ],
    [
      'rule book: 150 a month after ART start, read 20 months later → no',
      { results: [vl('2024-08-01', 150)], today: '2026-04-01' },
      false,
    ],
    [
      'the VL item overdue → no',
      { results: [nd('2024-01-05'), nd('2024-07-05')], artStartDate: '2023-07-01', today: '2025-08-05' },
      false,
    ],
    ['no ART start → no', { artStartDate: null }, false],
    [
      'unreadable text (no number) is no result',
      { results: [nd('2025-01-05'), vl('2025-07-05', null)] },
      false,
    ],
  ])('%s', (_name, over, expected) => {
    expect(clinicalPlan(input({ ...base, ...over })).durablySuppressed).toBe(expected);
  });
});

describe('C1–C3 v2: flags end when the person is established on ART', () => {
  const established = [cd4('2023-01-10', 150), nd('2023-07-10'), nd('2024-01-10')];
  it('rule book: CD4 150 in 2023-01, not detected in 2023-07 and 2024-01 → no advanced disease, no CrAg', () => {
    const plan = clinicalPlan(
      input({ today: '2025-06-01', artStartDate: '2023-01-01', results: established }),
    );
    expect(plan.flags.map((f) => f.code)).toEqual(['cotrimoxazole', 'viralLoadOverdue']);
    expect(plan.due.map((d) => [d.test, d.dueDate, d.rule])).toEqual([
      ['viralLoad', '2025-01-10', 'VL1'],
      ['cd4', '2023-07-10', 'C1'],
    ]);
  });
  it('the low VLs must both follow the CD4: a CD4 taken between them still counts', () => {
    const results = [nd('2023-07-10'), cd4('2023-08-01', 150), nd('2024-01-10')];
    const given = input({ today: '2024-02-01', artStartDate: '2023-01-01', results });
    expect(since(given, 'advancedDisease')).toBe('2023-08-01');
    expect(dueOf(given, 'crag')?.dueDate).toBe('2023-08-01');
  });
  it('rule book: CD4 300 → co-trimoxazole; then CD4 420 → none', () => {
    const given = input({
      today: '2025-06-01',
      artStartDate: '2025-01-01',
      results: [cd4('2025-01-10', 300)],
    });
    expect(since(given, 'cotrimoxazole')).toBe('2025-01-10');
    const later = { ...given, results: [...given.results, cd4('2025-05-10', 420)] };
    expect(since(later, 'cotrimoxazole')).toBeNull();
  });
  it.each<[string, string, string | null, boolean]>([
    ['rule book: age exactly 10, CD4 150, on ART 2 months → CrAg due', '2015-03-01', 'due', true],
    ['one day short of 10 → no CrAg', '2015-03-02', null, true],
    ['age 4 → advanced disease from the CD4', '2020-06-01', null, true],
  ])('%s', (_name, birthDate, cragStatus, advanced) => {
    const given = input({
      today: '2025-03-01',
      artStartDate: '2025-01-01',
      birthDate,
      results: [cd4('2025-02-01', 150)],
    });
    expect(dueOf(given, 'crag')?.status ?? null).toBe(cragStatus);
    expect(since(given, 'advancedDisease') !== null).toBe(advanced);
  });
  it.each<[string, string, string | null, string | null, LabResult[]]>([
    [
      'a child under 5 not established: advanced disease from ART start',
      '2021-03-02',
      '2025-01-01',
      '2025-01-01',
      [],
    ],
    ['age exactly 5: no longer a child under 5', '2020-03-01', null, null, []],
    [
      'a child under 5 established on ART: none',
      '2021-03-02',
      null,
      '2025-01-01',
      [nd('2025-01-10'), nd('2025-02-20')],
    ],
    [
      'a child under 5 with a CD4 of 600: co-trimoxazole still',
      '2021-03-02',
      '2025-01-01',
      '2025-01-01',
      [cd4('2025-01-05', 600)],
    ],
  ])('%s', (_name, birthDate, advanced, cotrimoxazole, results) => {
    const given = input({ today: '2025-03-01', artStartDate: '2025-01-01', birthDate, results });
    expect(since(given, 'advancedDisease')).toBe(advanced);
    expect(since(given, 'cotrimoxazole')).toBe(cotrimoxazole);
  });
  it('a child under 5 without ART start: advanced disease since today', () => {
    expect(since(input({ today: '2025-03-01', birthDate: '2022-01-01' }), 'advancedDisease')).toBe(
      '2025-03-01',
    );
  });
});

describe('C4: a positive CrAg', () => {
  it.each<[string, LabResult[], string, string | null]>([
    ['rule book: positive on 2025-03-02 → flag', [crag('2025-03-02', true)], '2025-06-01', '2025-03-02'],
    ['exactly 12 months old: still flagged', [crag('2025-03-02', true)], '2026-03-02', '2025-03-02'],
    ['12 months and a day: no flag', [crag('2025-03-02', true)], '2026-03-03', null],
    ['negative: no flag', [crag('2025-03-02', false)], '2025-06-01', null],
    ['reading unknown: screening done, no flag', [crag('2025-03-02')], '2025-06-01', null],
    ['a positive after today is ignored', [crag('2025-07-01', true)], '2025-06-01', null],
    [
      'the latest positive counts',
      [crag('2024-01-02', true), crag('2025-03-02', true)],
      '2025-06-01',
      '2025-03-02',
    ],
  ])('%s', (_name, results, today, expected) => {
    expect(since(input({ today, results }), 'cragPositive')).toBe(expected);
  });
  it('a positive CrAg is also a screening: no CrAg due after it', () => {
    const given = input({
      today: '2025-03-01',
      artStartDate: '2025-01-01',
      results: [cd4('2025-02-01', 150), crag('2025-02-10', true)],
    });
    expect(dueOf(given, 'crag')).toBeNull();
  });
});

describe('flag order v2', () => {
  it('orders a plan with every kind of flag', () => {
    const plan = clinicalPlan(
      input({
        today: '2025-09-01',
        artStartDate: '2023-01-01',
        regimenStartDate: '2023-01-01',
        regimenIngredients: ['TDF', '3TC', 'EFV'],
        results: [
          vl('2025-01-10', 1500),
          vl('2025-04-12', 2400),
          cd4('2025-01-10', 120),
          crag('2025-01-20', true),
        ],
      }),
    );
    expect(plan.flags.map((f) => [f.code, f.since])).toEqual([
      ['cragPositive', '2025-01-20'],
      ['eacNotDone', '2025-04-12'],
      ['highViralLoad', '2025-01-10'],
      ['switchToDtg', '2025-04-12'],
      ['advancedDisease', '2025-01-10'],
      ['cotrimoxazole', '2025-01-10'],
      ['viralLoadOverdue', '2025-08-09'],
    ]);
  });
});
