import { regimenCreateBody } from '@clinic/contract';
import { describe, expect, it } from 'vitest';
import { componentNames } from './regimen-components';
import { EMPTY_SLOTS, setSlot, slotEnabled, slotOptions, slotsToBody } from './regimen-form-model';

describe('component slots', () => {
  it('fills in order and moves later ones up when one is cleared', () => {
    let slots = setSlot(EMPTY_SLOTS, 0, 1);
    slots = setSlot(slots, 1, 2);
    slots = setSlot(slots, 2, 3);
    expect(slots).toEqual([1, 2, 3, null]);
    expect(setSlot(slots, 1, null)).toEqual([1, 3, null, null]);
  });
  it('enables a slot only after the previous one', () => {
    expect(slotEnabled(EMPTY_SLOTS, 0)).toBe(true);
    expect(slotEnabled(EMPTY_SLOTS, 1)).toBe(false);
    expect(slotEnabled([1, null, null, null], 1)).toBe(true);
    expect(slotEnabled([1, null, null, null], 2)).toBe(false);
  });
  it('never offers a component twice and drops a repeat', () => {
    const all = [{ componentId: 1 }, { componentId: 2 }, { componentId: 3 }];
    expect(slotOptions(all, [1, 2, null, null], 2)).toEqual([{ componentId: 3 }]);
    expect(slotOptions(all, [1, 2, null, null], 0)).toEqual([{ componentId: 1 }, { componentId: 3 }]);
    expect(setSlot([1, 2, null, null], 1, 1)).toEqual([1, null, null, null]);
  });
  it('builds a body that the contract accepts, and refuses none chosen', () => {
    const texts = {
      regimenName: 'TDF + 3TC + DTG',
      description: 'a',
      suitableFor: 'b',
      sideEffects: 'c',
      usageInstructions: 'd',
      frequency: 2,
    };
    expect(regimenCreateBody.safeParse({ ...texts, ...slotsToBody([4, 5, null, null]) }).success).toBe(true);
    const none = regimenCreateBody.safeParse({ ...texts, ...slotsToBody(EMPTY_SLOTS) });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe('Vui lòng chọn ít nhất một thành phần thuốc');
  });
});

describe('componentNames', () => {
  it('keeps the filled names in order', () => {
    expect(
      componentNames({
        component1Name: 'TDF',
        component2Name: null,
        component3Name: '3TC',
        component4Name: ' ',
      }),
    ).toEqual(['TDF', '3TC']);
  });
});
