// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rovingKeyDown, rovingTabIndex } from './roving-focus';

function Group({ select, onPress }: { select: boolean; onPress: (label: string) => void }) {
  const items = ['A', 'B', 'C', 'D'];
  const tabIndex = rovingTabIndex(
    items,
    (i) => i === 'B',
    (i) => i !== 'C',
  );
  return (
    <fieldset onKeyDown={rovingKeyDown(select)}>
      {items.map((i) => (
        <button
          key={i}
          type="button"
          data-roving
          disabled={i === 'C'}
          tabIndex={tabIndex(i)}
          onClick={() => onPress(i)}
        >
          {i}
        </button>
      ))}
    </fieldset>
  );
}

describe('roving focus', () => {
  it('makes the current item the one Tab stop and moves among enabled items with the arrows, wrapping', () => {
    render(<Group select={false} onPress={() => {}} />);
    const button = (name: string) => screen.getByRole('button', { name });
    expect(['A', 'B', 'C', 'D'].map((n) => button(n).tabIndex)).toEqual([-1, 0, -1, -1]);
    button('B').focus();
    fireEvent.keyDown(button('B'), { key: 'ArrowRight' });
    // C is disabled: skipped.
    expect(document.activeElement).toBe(button('D'));
    fireEvent.keyDown(button('D'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('A'));
    fireEvent.keyDown(button('A'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(button('D'));
    fireEvent.keyDown(button('D'), { key: 'Home' });
    expect(document.activeElement).toBe(button('A'));
    fireEvent.keyDown(button('A'), { key: 'End' });
    expect(document.activeElement).toBe(button('D'));
  });

  it('presses the item it moves to when the group selects on move, and only then', () => {
    const pressed = vi.fn();
    const { unmount } = render(<Group select onPress={pressed} />);
    screen.getByRole('button', { name: 'B' }).focus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'B' }), { key: 'ArrowLeft' });
    expect(pressed).toHaveBeenCalledWith('A');
    unmount();
    const quiet = vi.fn();
    render(<Group select={false} onPress={quiet} />);
    screen.getByRole('button', { name: 'B' }).focus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'B' }), { key: 'ArrowLeft' });
    expect(quiet).not.toHaveBeenCalled();
  });

  it('falls back to the first enabled item when the current one is disabled', () => {
    const tabIndex = rovingTabIndex(
      ['A', 'B'],
      (i) => i === 'A',
      (i) => i !== 'A',
    );
    expect([tabIndex('A'), tabIndex('B')]).toEqual([-1, 0]);
  });
});
