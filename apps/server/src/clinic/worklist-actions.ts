import type { clinicalPlan, WorklistCode, WorklistItem } from '@clinic/contract';

type WorklistEntry = WorklistItem['items'][number];

/** The actions a plan asks of the doctor; upcoming tests ask none yet. */
export function actionsOf(
  plan: ReturnType<typeof clinicalPlan>,
): Omit<WorklistEntry, 'patientId' | 'fullName'>[] {
  const actions: Omit<WorklistEntry, 'patientId' | 'fullName'>[] = [];
  const flag = (code: string) => plan.flags.find((f) => f.code === code);
  const failure = flag('suspectedFailure');
  if (failure) actions.push({ code: 'suspectedFailure', dueDate: null, since: failure.since });
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
  suspectedFailure: 0,
  regimenAlert: 1,
  switchToDtg: 2,
  viralLoadOverdue: 3,
  repeatViralLoadDue: 4,
  viralLoadDue: 5,
  cragDue: 6,
  advancedDisease: 7,
};
