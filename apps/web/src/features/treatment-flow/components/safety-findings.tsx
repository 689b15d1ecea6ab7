import { type FindingSeverity, formatNumberVi, type RegimenCheckResult } from '@clinic/contract';
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { treatmentFlowMessages as m } from '../messages';

/** Red stops the prescription, amber must be acknowledged, grey is for information. */
const SEVERITY_COLORS: Record<FindingSeverity, string> = { BLOCK: 'red', WARN: 'orange', INFO: 'gray' };

/** The findings of the regimen check, most serious first, with the clearance they were computed from. */
export function SafetyFindings({ check }: { check: RegimenCheckResult }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {m.safetyTitle}
        </Title>
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
                <Group gap="xs">
                  <Badge
                    color={SEVERITY_COLORS[finding.severity]}
                    variant={finding.severity === 'BLOCK' ? 'white' : 'filled'}
                    tt="none"
                  >
                    {m.severity[finding.severity]}
                  </Badge>
                  <span>{finding.ruleId}</span>
                </Group>
              }
            >
              {finding.message}
            </Alert>
          ))
        )}
      </Stack>
    </Paper>
  );
}
