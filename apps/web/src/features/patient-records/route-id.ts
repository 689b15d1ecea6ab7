/** A route id: a positive integer, else null (answered with the not-found screen). */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
