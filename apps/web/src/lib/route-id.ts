import { useParams } from './router';

/** A route id: a positive integer that fits the database's int, else null (the page then shows "not found"). */
export function parseRouteId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** The id in the current route's `name` segment, parsed as above. */
export function useRouteId(name = 'id'): number | null {
  return parseRouteId(useParams()[name]);
}
