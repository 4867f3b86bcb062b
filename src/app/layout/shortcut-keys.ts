/** A keyboard shortcut as the office configuration writes it (Alt+L, Ctrl+Shift+N), parsed. */
export interface ShortcutKeys {
  alt: boolean;
  ctrl: boolean;
  shift: boolean;
  /** The physical key (KeyL, Digit1), so a Hebrew keyboard layout presses the same shortcut. */
  code: string;
}

const MODIFIERS = new Set(['alt', 'ctrl', 'control', 'shift']);

/** Parses "Alt+L"; undefined for what is not a modifier plus one letter or digit. */
export function parseShortcut(text: string): ShortcutKeys | undefined {
  const parts = text.split('+').map((part) => part.trim().toLowerCase());
  const key = parts.at(-1) ?? '';
  const modifiers = parts.slice(0, -1);
  if (!/^[a-z0-9]$/.test(key) || modifiers.length === 0 || modifiers.some((modifier) => !MODIFIERS.has(modifier))) return undefined;
  return {
    alt: modifiers.includes('alt'),
    ctrl: modifiers.includes('ctrl') || modifiers.includes('control'),
    shift: modifiers.includes('shift'),
    code: /\d/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`,
  };
}

/** Whether a key press is that shortcut. */
export function matchesShortcut(event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'shiftKey' | 'metaKey' | 'code'>, keys: ShortcutKeys): boolean {
  return event.code === keys.code && event.altKey === keys.alt && event.ctrlKey === keys.ctrl && event.shiftKey === keys.shift && !event.metaKey;
}
