import type { KeyboardEvent } from 'react';

const KEYS: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at, last) => (at >= last ? 0 : at + 1),
  ArrowDown: (at, last) => (at >= last ? 0 : at + 1),
  ArrowLeft: (at, last) => (at <= 0 ? last : at - 1),
  ArrowUp: (at, last) => (at <= 0 ? last : at - 1),
  Home: () => 0,
  End: (_at, last) => last,
};

/**
 * A group of buttons that is one Tab stop (WAI-ARIA roving tabindex): the arrow keys, Home and End move the focus
 * among its enabled `[data-roving]` buttons, wrapping at the ends; with `select`, moving also presses the button
 * (a choice of days, where each press only shows another day). The group's buttons set `tabIndex` themselves:
 * 0 on the current one, -1 on the others (rovingTabIndex).
 */
export function rovingKeyDown(select = false) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const move = KEYS[event.key];
    if (!move) return;
    const items = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-roving]:not([disabled])'),
    ];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (items.length === 0 || at < 0) return;
    event.preventDefault();
    const next = items[move(at, items.length - 1)] as HTMLButtonElement;
    next.focus();
    if (select) next.click();
  };
}

/** 0 for the group's current item (else its first enabled one), -1 for the rest. */
export function rovingTabIndex<T>(
  items: readonly T[],
  current: (item: T) => boolean,
  enabled: (item: T) => boolean,
) {
  const chosen = items.find((item) => current(item) && enabled(item)) ?? items.find(enabled);
  return (item: T) => (item === chosen ? 0 : -1);
}
