import { RESULT_BAND_LABELS, type TestResultItem } from '@clinic/contract';
import { Badge } from '@mantine/core';

/**
 * The band of a viral load or CD4 result beside its value: red where the lists highlight it (out of range), teal
 * otherwise (filled, shade 9: white text above AA contrast); nothing for other results.
 */
export function ResultBand({ result }: { result: Pick<TestResultItem, 'band' | 'outOfRange'> }) {
  if (!result.band) return null;
  return (
    <Badge color={result.outOfRange ? 'red.9' : 'teal.9'} variant="filled" size="sm" radius="sm" tt="none">
      {RESULT_BAND_LABELS[result.band]}
    </Badge>
  );
}
