import { describe, expect, it } from 'vitest';
import { matchesShortcut, parseShortcut } from './shortcut-keys';

const press = (code: string, modifiers: Partial<{ altKey: boolean; ctrlKey: boolean; shiftKey: boolean; metaKey: boolean }> = {}) => ({ code, altKey: false, ctrlKey: false, shiftKey: false, metaKey: false, ...modifiers });

describe('quick-action shortcuts', () => {
  it('reads the office configuration\'s shortcuts by physical key', () => {
    expect(parseShortcut('Alt+L')).toEqual({ alt: true, ctrl: false, shift: false, code: 'KeyL' });
    expect(parseShortcut('ctrl + shift + 1')).toEqual({ alt: false, ctrl: true, shift: true, code: 'Digit1' });
    expect(parseShortcut('L')).toBeUndefined();
    expect(parseShortcut('Alt+Enter')).toBeUndefined();
    expect(parseShortcut('Hyper+L')).toBeUndefined();
  });

  it('matches the same key whatever the keyboard layout writes, and only with exactly its modifiers', () => {
    const altL = parseShortcut('Alt+L')!;
    expect(matchesShortcut(press('KeyL', { altKey: true }), altL)).toBe(true);
    expect(matchesShortcut(press('KeyL'), altL)).toBe(false);
    expect(matchesShortcut(press('KeyL', { altKey: true, shiftKey: true }), altL)).toBe(false);
    expect(matchesShortcut(press('KeyK', { altKey: true }), altL)).toBe(false);
  });
});
