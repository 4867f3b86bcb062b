import type { FormDefinition, LocalizedText } from '../../../engine/generated/config-types';
import type { FormRow, FormVersionRow } from './forms.queries';
import type { FormUse } from './form-usage';

/** A stored form as the lists show it. */
export interface FormSummary {
  id: string;
  formId: string;
  title: LocalizedText;
  category: string | null;
  version: number;
  fieldCount: number;
  updatedAt: string;
  updatedByName: string | null;
  usedAs: FormUse[];
}

/** A stored form whole. */
export interface StoredForm extends FormSummary {
  definition: FormDefinition;
}

/** A version as the history lists it. */
export interface FormVersionSummary {
  version: number;
  savedAt: string;
  savedByName: string | null;
}

/** One version whole. */
export interface FormVersionView extends FormVersionSummary {
  category: string | null;
  definition: FormDefinition;
}

/** The summary of a stored form, with what the office uses it as. */
export function formSummary(row: FormRow, usedAs: FormUse[]): FormSummary {
  return {
    id: row.id,
    formId: row.formKey,
    title: row.definition.title,
    category: row.category,
    version: row.version,
    fieldCount: Object.keys(row.definition.fields ?? {}).length,
    updatedAt: row.updatedAt,
    updatedByName: row.updatedByName,
    usedAs,
  };
}

/** A stored form whole, with what the office uses it as. */
export function storedForm(row: FormRow, usedAs: FormUse[]): StoredForm {
  return { ...formSummary(row, usedAs), definition: row.definition };
}

/** A version as the history lists it. */
export const versionSummary = (row: FormVersionRow): FormVersionSummary => ({ version: row.version, savedAt: row.savedAt, savedByName: row.savedByName });

/** A version whole. */
export const versionView = (row: FormVersionRow): FormVersionView => ({ ...versionSummary(row), category: row.category, definition: row.definition });
