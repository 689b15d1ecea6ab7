/** Table rows [field, body override, message] for a field that refuses each of `values` with one message. */
export function refusedValues(
  field: string,
  values: unknown[],
  message: string,
): [string, Record<string, unknown>, string][] {
  return values.map((value) => [field, { [field]: value }, message]);
}
