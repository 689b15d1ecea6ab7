import { MAX_REGIMEN_COMPONENTS } from '@clinic/contract';

/** The four component selects of a custom regimen: null is an empty select. */
export type ComponentSlots = (number | null)[];

export const EMPTY_SLOTS: ComponentSlots = Array.from({ length: MAX_REGIMEN_COMPONENTS }, () => null);

/**
 * One to four components, filled in order, no repeats. Setting a slot keeps the filled ones first, so
 * clearing component 2 of 3 moves component 3 up instead of leaving a gap.
 */
export function setSlot(slots: ComponentSlots, index: number, value: number | null): ComponentSlots {
  const next = slots.map((v, i) => (i === index ? value : v));
  const filled = next.filter((v, i) => v !== null && next.indexOf(v) === i);
  return EMPTY_SLOTS.map((_, i) => filled[i] ?? null);
}

/** A slot can be chosen once the one before it is filled. */
export function slotEnabled(slots: ComponentSlots, index: number): boolean {
  return index === 0 || slots[index - 1] != null;
}

/** The components a slot may offer: all but those chosen in the other slots. */
export function slotOptions<T extends { componentId: number }>(
  all: T[],
  slots: ComponentSlots,
  index: number,
): T[] {
  const taken = new Set(slots.filter((v, i): v is number => v !== null && i !== index));
  return all.filter((c) => !taken.has(c.componentId));
}

export function slotsToBody(slots: ComponentSlots): {
  component1Id: number | null;
  component2Id: number | null;
  component3Id: number | null;
  component4Id: number | null;
} {
  return {
    component1Id: slots[0] ?? null,
    component2Id: slots[1] ?? null,
    component3Id: slots[2] ?? null,
    component4Id: slots[3] ?? null,
  };
}

/** Tablets per intake of the chosen components, by component id: a component keeps its count when slots move. */
export type SlotTablets = Record<number, number>;

/** The tablets of each filled slot, in slot order, 1 where none was set. */
export function slotTablets(slots: ComponentSlots, tablets: SlotTablets): number[] {
  return slots.flatMap((id) => (id === null ? [] : [tablets[id] ?? 1]));
}

export function tabletsToBody(
  slots: ComponentSlots,
  tablets: SlotTablets,
): Record<'component1Tablets' | 'component2Tablets' | 'component3Tablets' | 'component4Tablets', number> {
  const each = (i: number) => {
    const id = slots[i];
    return id == null ? 1 : (tablets[id] ?? 1);
  };
  return {
    component1Tablets: each(0),
    component2Tablets: each(1),
    component3Tablets: each(2),
    component4Tablets: each(3),
  };
}
