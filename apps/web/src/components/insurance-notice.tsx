import { formatDateVi, insuranceState } from '@clinic/contract';
import { Alert } from '@mantine/core';

/** The words of the notice, from the feature that shows it: a doctor is asked to remind, a patient to renew. */
export interface InsuranceNoticeTexts {
  expired: (date: string) => string;
  expiringSoon: (date: string) => string;
}

/**
 * The word an insurance card's expiry needs (insuranceState in packages/contract/src/lab-identifiers.ts): red once
 * it has expired, orange within the warning days, nothing otherwise.
 */
export function InsuranceNotice({
  expiry,
  today,
  texts,
}: {
  expiry: string | null | undefined;
  today: string;
  texts: InsuranceNoticeTexts;
}) {
  const state = insuranceState(expiry, today);
  if (!expiry || state === null) return null;
  const date = formatDateVi(expiry);
  return (
    <Alert color={state === 'expired' ? 'red.9' : 'orange.9'} variant="light" role="status" p="xs">
      {state === 'expired' ? texts.expired(date) : texts.expiringSoon(date)}
    </Alert>
  );
}
