import type { FormDefinition } from '../../../engine/generated/config-types';
import { inOffice, type OfficeContext } from '../../context/office-context';
import type { StoredForm } from './form-views';
import { formKeysLike } from './forms.queries';
import { createStoredForm, formRow } from './forms.service';

/** The file a form travels in between offices (and installations). */
export interface FormFile {
  format: 'lishka-form';
  formatVersion: 1;
  category?: string | null;
  definition: unknown;
}

/** The most a form id may be (schemas/navigation.schema.json#/definitions/id). */
const MAX_FORM_ID = 60;

/** A form as its file, and the file's name (its form id). */
export async function exportStoredForm(ctx: OfficeContext, id: string): Promise<{ file: FormFile & { definition: FormDefinition }; fileName: string }> {
  const row = await formRow(ctx, id);
  return { file: { format: 'lishka-form', formatVersion: 1, category: row.category, definition: row.definition }, fileName: `${row.formKey}.json` };
}

/** `base` with a copy suffix (-copy, -copy-2, …) that none of `taken` has, kept within a form id's length. */
export function freeFormId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`;
    const candidate = `${base.slice(0, MAX_FORM_ID - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Stores a form from its file as a new form of the office (version 1), checked as a new form is. A form id the
 * office already uses is given a copy suffix (invoice → invoice-copy, then invoice-copy-2…), so an import never
 * replaces nor refuses for its id. Audited as `form.imported`.
 */
export async function importStoredForm(ctx: OfficeContext, file: FormFile): Promise<StoredForm> {
  const definition = file.definition;
  const formId = definition !== null && typeof definition === 'object' ? (definition as { id?: unknown }).id : undefined;
  if (typeof formId !== 'string' || formId.length === 0 || formId.length > MAX_FORM_ID) return createStoredForm(ctx, { definition, category: file.category ?? null }, 'form.imported');
  const stem = formId.slice(0, MAX_FORM_ID - '-copy'.length).replace(/-+$/, '');
  // Every id a copy could take starts with the stem (the id itself, or the part of it a long id's suffix leaves).
  const taken = new Set(await inOffice(ctx, (trx) => formKeysLike(trx, stem)));
  const free = freeFormId(formId, taken);
  return createStoredForm(ctx, { definition: { ...(definition as object), id: free }, category: file.category ?? null }, 'form.imported');
}
