import type { ArvRegimenItem } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { componentNames, NO_DOSE, regimenDose } from './regimen-components';
import { slotTablets, tabletsToBody } from './regimen-form-model';

const secondLine = {
  regimenId: 5,
  component1Id: 4,
  component2Id: 14,
  component3Id: 11,
  component4Id: null,
  component1Name: 'AZT 300 mg',
  component2Name: '3TC 150 mg',
  component3Name: 'LPV/r 200/50 mg',
  component4Name: null,
  component1Tablets: 1,
  component2Tablets: 1,
  component3Tablets: 2,
  component4Tablets: 1,
  frequency: 2,
} as ArvRegimenItem;

describe('a regimen with its tablets', () => {
  it('names each component with its tablets when they are not one', () => {
    expect(componentNames(secondLine)).toEqual(['AZT 300 mg', '3TC 150 mg', 'LPV/r 200/50 mg × 2']);
    expect(componentNames({ ...secondLine, component3Tablets: 2.5 })[2]).toBe('LPV/r 200/50 mg × 2,5');
  });

  it('gives the check its components, their tablets and its intakes a day', () => {
    expect(regimenDose(secondLine)).toEqual({
      componentIds: [4, 14, 11],
      componentTablets: [1, 1, 2],
      frequencyPerDay: 2,
    });
    expect(regimenDose(undefined)).toBe(NO_DOSE);
  });

  it('keeps a component its tablets by id, whichever slot it moves to', () => {
    const tablets = { 11: 2, 4: 0.5 };
    expect(slotTablets([11, 4, null, null], tablets)).toEqual([2, 0.5]);
    expect(tabletsToBody([4, 11, 9, null], tablets)).toEqual({
      component1Tablets: 0.5,
      component2Tablets: 2,
      component3Tablets: 1,
      component4Tablets: 1,
    });
  });
});
