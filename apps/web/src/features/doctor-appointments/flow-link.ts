/** The ids a clinical-flow page receives, passed both in navigation state and in the query string. */
export type FlowIds = Record<string, number | null | undefined>;

/** A link target that keeps working after a reload or from a bookmark: state and ?id=... carry the same ids. */
export function flowTarget(
  pathname: string,
  ids: FlowIds,
): { to: { pathname: string; search: string }; state: Record<string, number> } {
  const state: Record<string, number> = {};
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(ids)) {
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) {
      state[key] = value;
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return { to: { pathname, search: search ? `?${search}` : '' }, state };
}
