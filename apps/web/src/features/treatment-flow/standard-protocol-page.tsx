import '../../components/form-styles';
import type { ArvRegimenItem } from '@clinic/contract';
import { Badge, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PageError } from '../../components/page-states';
import { paths } from '../../config/paths';
import { useStandardRegimens } from './api/get-standard-regimens';
import { BackButton, FlowList, FlowPage, useFlow } from './components/flow-parts';
import { InlineField } from './components/flow-summary';
import { RegimenCardCheck } from './components/regimen-card-check';
import { RegimenSafety } from './components/regimen-safety';
import classes from './flow.module.css';
import { flowTarget, resultIds } from './flow-ids';
import { treatmentFlowMessages as m } from './messages';
import { componentNames, regimenDose } from './regimen-components';

/**
 * /standard-protocol: pick one non-customised regimen, each card saying at once whether its safety check for the
 * patient blocks or warns, see the chosen one's findings in full, then /treatments/create.
 */
export function StandardProtocolPage() {
  const { ids, goTo } = useFlow();
  const regimens = useStandardRegimens();
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (id: number) => {
    setSelected(id);
    setError(null);
  };

  const onContinue = () => {
    if (selected === null) {
      setError(m.regimenChoose);
      document.getElementById('regimen-error')?.focus();
      return;
    }
    goTo(flowTarget(paths.doctor.treatmentCreate, { regimenId: selected, ...resultIds(ids) }));
  };

  const body =
    ids.testResultId === undefined ? (
      <PageError message={m.noResultInfo} />
    ) : (
      <FlowList query={regimens} failed={m.regimensLoadError} empty={m.noRegimens}>
        {(items) => (
          <Stack gap="md">
            <Radio.Group
              value={selected === null ? null : String(selected)}
              onChange={(value) => choose(Number(value))}
              label={m.standardLegend}
              required
              error={error ?? undefined}
              errorProps={{ id: 'regimen-error', tabIndex: -1, role: 'alert' }}
            >
              <Stack gap="sm" mt="xs">
                {items.map((regimen) => (
                  <RegimenCard
                    key={regimen.regimenId}
                    regimen={regimen}
                    patientId={ids.patientId}
                    checked={selected === regimen.regimenId}
                    onSelect={() => choose(regimen.regimenId)}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <RegimenSafety
              patientId={ids.patientId}
              dose={regimenDose(items.find((r) => r.regimenId === selected))}
            />
            <Group justify="space-between">
              <BackButton />
              <Button onClick={onContinue}>{m.continue}</Button>
            </Group>
          </Stack>
        )}
      </FlowList>
    );

  return (
    <FlowPage title={m.standardPageTitle} step={1} maw={900}>
      {body}
      {ids.testResultId === undefined && (
        <Group>
          <BackButton />
        </Group>
      )}
    </FlowPage>
  );
}

function RegimenCard({
  regimen,
  patientId,
  checked,
  onSelect,
}: {
  regimen: ArvRegimenItem;
  patientId: number | undefined;
  checked: boolean;
  onSelect: () => void;
}) {
  const titleId = `regimen-${regimen.regimenId}-name`;
  const checkId = `regimen-${regimen.regimenId}-check`;
  const detailsId = `regimen-${regimen.regimenId}-details`;
  const components = componentNames(regimen);
  return (
    // The radio is the control (keyboard: arrows within the group); the card is a larger click area.
    <Paper
      withBorder
      p="md"
      className={classes.regimen}
      data-checked={checked || undefined}
      onClick={onSelect}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Radio
          value={String(regimen.regimenId)}
          aria-labelledby={titleId}
          aria-describedby={patientId === undefined ? detailsId : `${checkId} ${detailsId}`}
          mt={4}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs">
            <Text fw={700} id={titleId}>
              {regimen.regimenName}
            </Text>
            {/* Outline: the filled badges under the name are the check's verdict. */}
            <Badge variant="outline" color="teal" style={{ textTransform: 'none' }}>
              {m.timesPerDay(regimen.frequency)}
            </Badge>
          </Group>
          <RegimenCardCheck id={checkId} patientId={patientId} regimen={regimen} />
          <div id={detailsId}>
            <InlineField label={m.components}>{components.join(' + ')}</InlineField>
            {regimen.description && <Text size="sm">{regimen.description}</Text>}
            <InlineField label={m.suitableFor}>{regimen.suitableFor}</InlineField>
            <InlineField label={m.frequency}>{m.timesPerDay(regimen.frequency)}</InlineField>
          </div>
        </Stack>
      </Group>
    </Paper>
  );
}
