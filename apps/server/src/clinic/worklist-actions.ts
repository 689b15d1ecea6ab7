import type { ClinicalFlagCode, clinicalPlan, WorklistCode, WorklistItem } from '@clinic/contract';

type WorklistEntry = WorklistItem['items'][number];
type Action = Omit<WorklistEntry, 'patientId' | 'fullName'>;

/**
 * The actions a plan asks of the doctor; upcoming tests ask none yet. `unreadableSince` is the date of the earliest
 * viral-load or CD4 result stored as text with no number, which the plan takes for no result until it is corrected.
 */
export function actionsOf(
  plan: ReturnType<typeof clinicalPlan>,
  unreadableSince: string | null = null,
): Action[] {
  const actions: Action[] = [];
  const flag = (code: ClinicalFlagCode) => plan.flags.find((f) => f.code === code);
  const positive = flag('cragPositive');
  if (positive) actions.push({ code: 'cragPositive', dueDate: null, since: positive.since });
  if (unreadableSince) actions.push({ code: 'resultUnreadable', dueDate: null, since: unreadableSince });
  const failure = flag('suspectedFailure');
  if (failure) actions.push({ code: 'suspectedFailure', dueDate: null, since: failure.since });
  const eacNotDone = flag('eacNotDone');
  if (eacNotDone) actions.push({ code: 'eacNotDone', dueDate: null, since: eacNotDone.since });
  // An open episode with no counselling yet: the first step of VL2, asked for as soon as the high result is in
  // (eacNotDone already asks for it once the repeat is high too).
  else if (plan.episode?.status === 'open' && plan.episode.eacSessions === 0)
    actions.push({ code: 'eacDue', dueDate: null, since: plan.episode.openedOn });
  const switchToDtg = flag('switchToDtg');
  if (switchToDtg) actions.push({ code: 'switchToDtg', dueDate: null, since: switchToDtg.since });
  const vl = plan.due.find((d) => d.test === 'viralLoad');
  if (vl?.status === 'overdue')
    actions.push({ code: 'viralLoadOverdue', dueDate: vl.dueDate, since: vl.overdueAfter });
  else if (vl?.status === 'due')
    actions.push({
      code: vl.rule === 'VL2' ? 'repeatViralLoadDue' : 'viralLoadDue',
      dueDate: vl.dueDate,
      since: null,
    });
  const crag = plan.due.find((d) => d.test === 'crag');
  if (crag && crag.status !== 'upcoming')
    actions.push({ code: 'cragDue', dueDate: crag.dueDate, since: null });
  const advanced = flag('advancedDisease');
  if (advanced) actions.push({ code: 'advancedDisease', dueDate: null, since: advanced.since });
  return actions;
}

/** The worklist's order of the actions, the most urgent first. */
export const URGENCY: Record<WorklistCode, number> = {
  cragPositive: 0,
  resultUnreadable: 1,
  suspectedFailure: 2,
  eacNotDone: 3,
  eacDue: 4,
  regimenAlert: 5,
  switchToDtg: 6,
  viralLoadOverdue: 7,
  specimenPending: 8,
  repeatViralLoadDue: 9,
  viralLoadDue: 10,
  cragDue: 11,
  advancedDisease: 12,
};
