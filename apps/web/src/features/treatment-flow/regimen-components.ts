import {
  type ArvRegimenItem,
  formatNumberVi,
  regimenComponentIds,
  regimenComponentTablets,
} from '@clinic/contract';

/**
 * The names of a regimen's filled components, in order (component1Name..component4Name), each with its tablets
 * per intake when that is not one ("LPV/r 200/50 mg × 2").
 */
export function componentNames(
  regimen: Pick<ArvRegimenItem, 'component1Name' | 'component2Name' | 'component3Name' | 'component4Name'> &
    Partial<
      Pick<
        ArvRegimenItem,
        'component1Tablets' | 'component2Tablets' | 'component3Tablets' | 'component4Tablets'
      >
    >,
): string[] {
  const slots = [
    [regimen.component1Name, regimen.component1Tablets],
    [regimen.component2Name, regimen.component2Tablets],
    [regimen.component3Name, regimen.component3Tablets],
    [regimen.component4Name, regimen.component4Tablets],
  ] as const;
  return slots.flatMap(([name, tablets]) =>
    typeof name === 'string' && name.trim() !== '' ? [withTablets(name, tablets ?? 1)] : [],
  );
}

/** A component's name with its tablets per intake when that is not one. */
export const withTablets = (name: string, tablets: number) =>
  tablets === 1 ? name : `${name} × ${formatNumberVi(tablets, 1)}`;

/** What the regimen check reads of a regimen besides the patient: its components, their tablets, its intakes. */
export interface RegimenDose {
  componentIds: number[];
  componentTablets: number[];
  frequencyPerDay: 1 | 2;
}

export const NO_DOSE: RegimenDose = { componentIds: [], componentTablets: [], frequencyPerDay: 1 };

/** The dose of a saved regimen. */
export function regimenDose(regimen: ArvRegimenItem | undefined): RegimenDose {
  if (!regimen) return NO_DOSE;
  return {
    componentIds: regimenComponentIds(regimen),
    componentTablets: regimenComponentTablets(regimen),
    frequencyPerDay: regimen.frequency === 1 ? 1 : 2,
  };
}
