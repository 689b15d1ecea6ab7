import {
  type FindingSeverity,
  formatNumberVi,
  inputNoteMessage,
  MISSING_INPUT_RULE_ID,
  type RegimenCheckResult,
} from '@clinic/contract';
import { Alert, Anchor, Badge, type BadgeProps, Stack, Text } from '@mantine/core';
import { PlainList } from '../../../components/plain-list';
import { TitledPanel } from '../../../components/titled-panel';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router';
import { treatmentFlowMessages as m } from '../messages';

/** Red stops the prescription, amber must be acknowledged, grey is for information. */
const SEVERITY_COLORS: Record<FindingSeverity, string> = { BLOCK: 'red', WARN: 'orange', INFO: 'gray' };

/**
 * The severity's badge: white on a BLOCK's red; orange shade 9 is below AA contrast with white text, so a
 * lighter orange with black text (autoContrast).
 */
const SEVERITY_BADGES: Record<FindingSeverity, BadgeProps> = {
  BLOCK: { color: 'red', variant: 'white' },
  WARN: { color: 'orange.5', variant: 'filled', autoContrast: true },
  INFO: { color: 'gray', variant: 'filled' },
};

/**
 * The findings of the regimen check, most serious first, with the clearance they were computed from, then what
 * could not be checked and why, with the way to the clinical summary where the doctor records it. Each finding
 * reads in words; its rule id is only a small "chi tiết" line.
 */
export function SafetyFindings({
  check,
  patientId,
}: {
  check: RegimenCheckResult;
  patientId?: number | undefined;
}) {
  return (
    <TitledPanel title={m.safetyTitle} order={2} size="h4" gap="sm">
      <Text size="sm">
        {check.creatinineClearance === null
          ? m.clearanceUnknown
          : m.clearance(formatNumberVi(check.creatinineClearance, 1))}
      </Text>
      {check.findings.length === 0 ? (
        <Alert color="teal" variant="light">
          {m.safetyClear}
        </Alert>
      ) : (
        // MISSING comes once per missing input, so the rule id alone is not a unique key.
        check.findings.map((finding, index) => (
          <Alert
            key={`${finding.ruleId}-${index}`}
            color={SEVERITY_COLORS[finding.severity]}
            variant={finding.severity === 'BLOCK' ? 'filled' : 'light'}
            data-severity={finding.severity}
            title={
              <Badge {...SEVERITY_BADGES[finding.severity]} tt="none">
                {m.severity[finding.severity]}
              </Badge>
            }
          >
            {finding.message}
            {finding.ruleId !== MISSING_INPUT_RULE_ID && (
              <Text size="xs" mt={4} c={finding.severity === 'BLOCK' ? undefined : 'dimmed'}>
                {m.ruleDetail([finding.ruleId])}
              </Text>
            )}
          </Alert>
        ))
      )}
      <NotChecked check={check} patientId={patientId} />
    </TitledPanel>
  );
}

/** Inputs that exist but were not used (stale, implausible, a child's clearance), and where to record the missing. */
function NotChecked({ check, patientId }: { check: RegimenCheckResult; patientId: number | undefined }) {
  const notes = check.inputNotes ?? [];
  if (notes.length === 0 && check.missingInputs.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {m.notCheckedTitle}
      </Text>
      {notes.length > 0 && (
        <PlainList>
          {notes.map((note) => (
            <li key={`${note.input}-${note.reason}`}>
              <Text size="sm">{inputNoteMessage(note.input, note.reason)}</Text>
            </li>
          ))}
        </PlainList>
      )}
      {patientId !== undefined && (
        <Anchor
          component={Link}
          to={`${paths.doctor.clinicalSummary(patientId)}#summary-prescribing`}
          size="sm"
          fw={600}
        >
          {m.recordMissing}
        </Anchor>
      )}
    </Stack>
  );
}
