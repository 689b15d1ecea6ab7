/**
 * The ids the clinical flow passes from page to page. They also travel in the query
 * string, so a reload or a bookmark keeps working: state is read first, then the query.
 */
export const FLOW_ID_KEYS = ['regimenId', 'testResultId', 'appointmentId', 'patientId', 'doctorId'] as const;
export type FlowIdKey = (typeof FLOW_ID_KEYS)[number];
export type FlowIds = Partial<Record<FlowIdKey, number>>;

/** A positive whole number, as a number or as digits; anything else is missing. */
export function parseId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) {
    const n = Number(value.trim());
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
  }
  return undefined;
}

export function readFlowIds(state: unknown, search: string | URLSearchParams): FlowIds {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const fromState = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const ids: FlowIds = {};
  for (const key of FLOW_ID_KEYS) {
    const id = parseId(fromState[key]) ?? parseId(params.get(key));
    if (id !== undefined) ids[key] = id;
  }
  return ids;
}

/** Where to go next: the same ids in state and in ?key=value (in a fixed order, absent ones left out). */
export function flowTarget(
  pathname: string,
  ids: FlowIds,
): { to: { pathname: string; search: string }; state: FlowIds } {
  const state: FlowIds = {};
  const params = new URLSearchParams();
  for (const key of FLOW_ID_KEYS) {
    const id = parseId(ids[key]);
    if (id === undefined) continue;
    state[key] = id;
    params.set(key, String(id));
  }
  const search = params.toString();
  return { to: { pathname, search: search ? `?${search}` : '' }, state };
}

/** The four ids every step after the result carries (/choose-regiment). */
export function resultIds(ids: FlowIds): FlowIds {
  const { testResultId, appointmentId, patientId, doctorId } = ids;
  return { testResultId, appointmentId, patientId, doctorId };
}
