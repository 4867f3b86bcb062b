import type { SigningField, SigningFieldValue } from './signing-api';

/** What the participant has put in one box so far (the act's value without its field id). */
export type FieldEntry = Omit<SigningFieldValue, 'fieldId'>;
/** The entries by field id. */
export type FieldEntries = Readonly<Record<string, FieldEntry | undefined>>;

// Boxes whose tops are within this fraction of the page of each other stand on one line of the guide.
const ROW = 0.02;

/**
 * The boxes in the order the guide visits them: page by page, line by line from the top, and along a line in the
 * reading direction (right to left in Hebrew).
 */
export function guideOrder(fields: readonly SigningField[], isRtl: boolean): SigningField[] {
  const along = (field: SigningField) => (isRtl ? -(field.x + field.width) : field.x);
  return [...fields].sort((a, b) => a.page - b.page || Math.floor(a.y / ROW) - Math.floor(b.y / ROW) || along(a) - along(b));
}

/** Whether a box holds what it needs: a signature drawn, uploaded or typed, a ticked checkbox, some text or a date. */
export function isFilled(field: SigningField, entry: FieldEntry | undefined): boolean {
  if (!entry) return false;
  if (field.kind === 'signature' || field.kind === 'initials') return Boolean(entry.image) || (entry.method === 'typed' && Boolean(entry.value?.trim()));
  if (field.kind === 'checkbox') return entry.value === 'true';
  return Boolean(entry.value?.trim());
}

/** How many of the required boxes are filled, of how many. */
export function guideProgress(fields: readonly SigningField[], entries: FieldEntries): { filled: number; total: number } {
  const required = fields.filter((field) => field.required);
  return { filled: required.filter((field) => isFilled(field, entries[field.id])).length, total: required.length };
}

/** The next required empty box after `currentId` in the guide's order, going round to the start; undefined when all are filled. */
export function nextEmptyField(ordered: readonly SigningField[], entries: FieldEntries, currentId?: string): SigningField | undefined {
  const start = ordered.findIndex((field) => field.id === currentId) + 1;
  const rotated = [...ordered.slice(start), ...ordered.slice(0, start)];
  return rotated.find((field) => field.required && !isFilled(field, entries[field.id]));
}

/** A date as the act takes it (YYYY-MM-DD), in the signer's own time zone. */
export function localDate(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The entries a page starts with: every date box holds today. */
export function initialEntries(fields: readonly SigningField[], today: string): Record<string, FieldEntry> {
  return Object.fromEntries(fields.filter((field) => field.kind === 'date').map((field) => [field.id, { value: today }]));
}

/** The filled boxes as the act sends them (an unfilled optional box is left out; a checkbox left clear says false). */
export function actValues(fields: readonly SigningField[], entries: FieldEntries): SigningFieldValue[] {
  return fields.flatMap((field): SigningFieldValue[] => {
    const entry = entries[field.id];
    if (field.kind === 'checkbox') return [{ fieldId: field.id, value: entry?.value === 'true' ? 'true' : 'false' }];
    if (!isFilled(field, entry) || !entry) return [];
    return [{ fieldId: field.id, ...entry }];
  });
}
