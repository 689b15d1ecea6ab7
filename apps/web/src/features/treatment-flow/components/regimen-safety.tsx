import { ARV_INGREDIENT_LABELS, type ArvIngredientCode, type RegimenCheckResult } from '@clinic/contract';
import { Alert, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRegimenCheck } from '../api/check-regimen';
import { useRecordedAllergies } from '../api/clinical-summary';
import { treatmentFlowMessages as m } from '../messages';
import type { RegimenDose } from '../regimen-components';
import { SafetyFindings } from './safety-findings';

/**
 * The safety check of the components about to be prescribed for this patient, shown before the doctor goes on.
 * `children` gets the answer (the treatment page asks for acknowledgements from it).
 */
export function RegimenSafety({
  patientId,
  dose,
  children,
}: {
  patientId: number | undefined;
  dose: RegimenDose;
  children?: (check: RegimenCheckResult) => ReactNode;
}) {
  const check = useRegimenCheck(patientId, dose);
  if (dose.componentIds.length === 0) return null;
  if (patientId === undefined)
    return (
      <Alert color="gray" variant="light">
        {m.safetyAnonymous}
      </Alert>
    );
  if (check.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{m.safetyChecking}</Text>
      </Group>
    );
  if (check.isError || !check.data)
    return (
      <Alert color="orange" variant="light" role="alert">
        {m.safetyFailed}
      </Alert>
    );
  return (
    <div aria-busy={check.isFetching || undefined}>
      <RecordedAllergies patientId={patientId} />
      <SafetyFindings check={check.data} patientId={patientId} />
      {children?.(check.data)}
    </div>
  );
}

/** The patient's recorded ARV hypersensitivities and HLA-B*5701, beside the check that reads them (S27). */
function RecordedAllergies({ patientId }: { patientId: number }) {
  const allergies = useRecordedAllergies(patientId);
  if (!allergies.data) return null;
  const { hypersensitivities, hlaB5701 } = allergies.data;
  const names = hypersensitivities.map((code) => ARV_INGREDIENT_LABELS[code as ArvIngredientCode] ?? code);
  return (
    <Text size="sm" mb="xs">
      {m.recordedAllergies(names.length > 0 ? names.join(', ') : m.noAllergies, m.hla[hlaB5701 ?? 'unknown'])}
    </Text>
  );
}
