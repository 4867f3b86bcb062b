import { validateFormData } from '../../../engine/forms/validate-form-data';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import type { OfficeContext } from '../../context/office-context';
import { messagesOfText } from '../../i18n/messages';
import { fieldError, type FieldError } from '../../plugins/errors';

const TEXTS_OF_OBJECT = { he: 'הנתונים חייבים להיות אובייקט של שדות הטופס', en: 'The data must be an object of the form’s fields', es: 'Los datos deben ser un objeto con los campos del formulario' };

/** Field types whose values are not words to search (dates, times, numbers, files, yes/no). */
const UNSEARCHED = new Set(['date', 'time', 'number', 'file', 'checkbox']);

/**
 * A record's data as it would be kept, checked by its collection's form through the engine (the rules the browser
 * applies: unknown fields refused, hidden and empty values dropped), and each field's problem in every language,
 * the field named `data.<field>`.
 */
export function checkData(collection: ResolvedCollection, data: unknown): { data: Record<string, unknown>; errors: FieldError[] } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { data: {}, errors: [fieldError('data', TEXTS_OF_OBJECT)] };
  const checked = validateFormData(collection.form, data as Record<string, unknown>);
  const errors = checked.errors.map((error) =>
    fieldError(error.field ? `data.${error.field}` : 'data', messagesOfText(error.message)),
  );
  return { data: checked.data, errors };
}

// A value as words: a choice's label in the office's default language, a string as it is.
function wordsOf(ctx: OfficeContext, collection: ResolvedCollection, field: string, value: unknown): string | undefined {
  const definition = collection.form.fields[field];
  const language = ctx.office.localization.defaultLanguage;
  const label = (choice: unknown) => {
    const option = definition?.options?.find((candidate) => candidate.value === choice);
    return option ? (option.label[language] ?? option.label.en) : typeof choice === 'string' ? choice : undefined;
  };
  if (Array.isArray(value)) return value.map(label).filter((word) => word !== undefined).join(' ');
  return label(value);
}

/** A record's title: its title field's value (a choice's label in the office's default language), else its number. */
export function titleOf(ctx: OfficeContext, collection: ResolvedCollection, data: Record<string, unknown>, number: string | null): string | null {
  const field = collection.titleField;
  const words = field === undefined ? undefined : wordsOf(ctx, collection, field, data[field])?.trim();
  return (words ? words.slice(0, 200) : null) ?? number;
}

/** What search matches a record on: its number, title and the form's text values, lower-cased. */
export function searchTextOf(ctx: OfficeContext, collection: ResolvedCollection, data: Record<string, unknown>, number: string | null, title: string | null): string {
  const values = Object.entries(data)
    .filter(([field]) => !UNSEARCHED.has(collection.form.fields[field]?.type ?? 'file'))
    .map(([field, value]) => wordsOf(ctx, collection, field, value) ?? '');
  return [number ?? '', title ?? '', ...values].join(' ').replace(/\s+/g, ' ').trim().toLowerCase();
}
