import { describe, expect, it } from 'vitest';
import { actValues, guideOrder, guideProgress, initialEntries, isFilled, localDate, nextEmptyField } from './field-guide';
import type { SigningField } from './signing-api';

const box = (id: string, kind: SigningField['kind'], page: number, x: number, y: number, required = true): SigningField => ({ id, kind, page, x, y, width: 0.2, height: 0.05, required, label: '' });

describe('the guide through the boxes', () => {
  const fields = [box('b', 'signature', 2, 0.1, 0.8), box('a', 'text', 1, 0.6, 0.5), box('c', 'date', 1, 0.1, 0.505), box('d', 'checkbox', 1, 0.3, 0.1, false)];

  it('goes page by page, line by line, and along a line in the reading direction', () => {
    expect(guideOrder(fields, false).map((field) => field.id)).toEqual(['d', 'c', 'a', 'b']);
    expect(guideOrder(fields, true).map((field) => field.id)).toEqual(['d', 'a', 'c', 'b']);
  });

  it('knows a filled box of every kind', () => {
    expect(isFilled(box('s', 'signature', 1, 0, 0), { method: 'drawn', image: 'data:image/png;base64,AA==' })).toBe(true);
    expect(isFilled(box('s', 'initials', 1, 0, 0), { method: 'typed', value: '  ' })).toBe(false);
    expect(isFilled(box('s', 'initials', 1, 0, 0), { method: 'typed', value: 'ד״כ' })).toBe(true);
    expect(isFilled(box('k', 'checkbox', 1, 0, 0), { value: 'false' })).toBe(false);
    expect(isFilled(box('t', 'text', 1, 0, 0), undefined)).toBe(false);
  });

  it('counts the required boxes filled, and finds the next empty one, going round', () => {
    const ordered = guideOrder(fields, false);
    const entries = initialEntries(fields, '2026-11-27');
    expect(entries).toEqual({ c: { value: '2026-11-27' } });
    expect(guideProgress(fields, entries)).toEqual({ filled: 1, total: 3 });
    expect(nextEmptyField(ordered, entries)?.id).toBe('a');
    expect(nextEmptyField(ordered, entries, 'a')?.id).toBe('b');
    expect(nextEmptyField(ordered, entries, 'b')?.id).toBe('a');
    const full = { ...entries, a: { value: 'x' }, b: { method: 'typed' as const, value: 'Dana' } };
    expect(nextEmptyField(ordered, full)).toBeUndefined();
    expect(guideProgress(fields, full)).toEqual({ filled: 3, total: 3 });
  });

  it('sends the filled boxes, and a clear checkbox as false', () => {
    expect(actValues(fields, { a: { value: 'x' }, c: { value: '2026-11-27' } })).toEqual([
      { fieldId: 'a', value: 'x' },
      { fieldId: 'c', value: '2026-11-27' },
      { fieldId: 'd', value: 'false' },
    ]);
  });

  it('writes a date in the signer’s own day', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
