import {
  CLINICAL_FLAG_ADVICE,
  CLINICAL_FLAG_TEXTS,
  type ClinicalFlagCode,
  type ClinicalSummaryItem,
  formatDateVi,
} from '@clinic/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { PlainList } from '../../../components/plain-list';
import { monitoringPageMessages as m } from '../messages';

type Flag = ClinicalSummaryItem['plan']['flags'][number];

/**
 * The flags that cannot wait for the doctor to scroll: a positive CrAg (meningitis to exclude before anything else)
 * and a confirmed suspected failure. They stand above the summary as alerts, in the plan's order.
 */
const URGENT: readonly ClinicalFlagCode[] = ['cragPositive', 'suspectedFailure'];

export const isUrgent = (flag: Flag) => URGENT.includes(flag.code);

function Advice({ code }: { code: ClinicalFlagCode }) {
  const advice = CLINICAL_FLAG_ADVICE[code];
  return advice ? <Text size="sm">{advice}</Text> : null;
}

/** The urgent flags as alerts, a positive CrAg the most prominent: darkest, first and named urgent. */
export function UrgentFlags({ flags }: { flags: readonly Flag[] }) {
  return flags.filter(isUrgent).map((f) =>
    f.code === 'cragPositive' ? (
      <Alert
        key={f.code}
        color="red.9"
        variant="filled"
        role="alert"
        title={m.urgentFlag(CLINICAL_FLAG_TEXTS[f.code])}
        styles={{ title: { fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <Stack gap={4}>
          <Text size="sm">{m.flagSince(formatDateVi(f.since))}</Text>
          <Advice code={f.code} />
        </Stack>
      </Alert>
    ) : (
      <Alert key={f.code} color="red" variant="light" role="alert" title={CLINICAL_FLAG_TEXTS[f.code]}>
        <Stack gap={4}>
          <Text size="sm">{m.flagSince(formatDateVi(f.since))}</Text>
          <Advice code={f.code} />
        </Stack>
      </Alert>
    ),
  );
}

type Finding = NonNullable<ClinicalSummaryItem['regimenAlerts']>[number];

/**
 * What the prescribing check, run again today, says of the current regimen (a clearance that fell on TDF): the
 * advice in words first; the rule's code only in a small "chi tiết" line for those who want it.
 */
export function RegimenAlerts({ findings }: { findings: readonly Finding[] | undefined }) {
  if (!findings || findings.length === 0) return null;
  const blocked = findings.some((f) => f.severity === 'BLOCK');
  return (
    <Alert color={blocked ? 'red' : 'orange'} variant="light" role="alert" title={m.regimenAlertTitle}>
      <PlainList>
        {findings.map((f) => (
          <li key={f.ruleId}>
            <Text size="sm">{f.message}</Text>
            <Text size="xs" c="dimmed">
              {m.regimenAlertDetail(f.ruleId)}
            </Text>
          </li>
        ))}
      </PlainList>
    </Alert>
  );
}

/** The other flags, each with what to do about it when the rules say. */
export function FlagList({ flags }: { flags: readonly Flag[] }) {
  const others = flags.filter((f) => !isUrgent(f));
  if (flags.length === 0) return <Text size="sm">{m.noFlags}</Text>;
  if (others.length === 0) return <Text size="sm">{m.onlyUrgentFlags}</Text>;
  return (
    <PlainList>
      {others.map((f) => (
        <li key={f.code}>
          <Text fw={600}>{CLINICAL_FLAG_TEXTS[f.code]}</Text>
          <Text size="sm">{m.flagSince(formatDateVi(f.since))}</Text>
          <Advice code={f.code} />
        </li>
      ))}
    </PlainList>
  );
}
