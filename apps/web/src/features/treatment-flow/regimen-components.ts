import type { ArvRegimenItem } from '@clinic/contract';

/** The names of a regimen's filled components, in order (component1Name..component4Name). */
export function componentNames(
  regimen: Pick<ArvRegimenItem, 'component1Name' | 'component2Name' | 'component3Name' | 'component4Name'>,
): string[] {
  return [
    regimen.component1Name,
    regimen.component2Name,
    regimen.component3Name,
    regimen.component4Name,
  ].filter((name): name is string => typeof name === 'string' && name.trim() !== '');
}
