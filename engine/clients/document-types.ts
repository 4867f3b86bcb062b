import type { FormDefinition, LocalizedText } from '../generated/config-types';
import type { Language } from '../i18n/languages';

/** A kind of document an office files with a client: its stored value and its label in every language. */
export interface DocumentTypeOption {
  value: string;
  label: LocalizedText;
}

/** What a document type may look like (the client_documents.type column's CHECK). */
export const DOCUMENT_TYPE_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;

/** The type every office takes, and a document without one gets. */
export const OTHER_DOCUMENT_TYPE = 'other';

const OTHER_LABEL: Record<Language, string> = { he: 'אחר', en: 'Other', es: 'Otro' };

const isTypeValue = (value: unknown): value is string => typeof value === 'string' && DOCUMENT_TYPE_PATTERN.test(value);

// The enum of the form's documentType property, when its schema gives one.
function schemaEnum(form: FormDefinition): unknown[] {
  const property = (form.schema.properties as Record<string, { enum?: unknown } | undefined>).documentType;
  return Array.isArray(property?.enum) ? property.enum : [];
}

/**
 * The document types an office offers, from its document-upload form (its `documentType` field's options, or
 * else its schema's enum), in the form's order, with 'other' last unless the form has it already.
 */
export function documentTypeOptions(form: FormDefinition | undefined): DocumentTypeOption[] {
  const fromOptions = (form?.fields.documentType?.options ?? []).filter((option) => isTypeValue(option.value)).map((option) => ({ value: option.value as string, label: option.label }));
  const options = fromOptions.length > 0 || !form ? fromOptions : schemaEnum(form).filter(isTypeValue).map((value) => ({ value, label: { he: value, en: value } }));
  const unique = options.filter((option, index) => options.findIndex((other) => other.value === option.value) === index);
  return unique.some((option) => option.value === OTHER_DOCUMENT_TYPE) ? unique : [...unique, { value: OTHER_DOCUMENT_TYPE, label: OTHER_LABEL }];
}

/** The label of a stored type in a language: the office's label when it still offers the type, else the value itself. */
export function documentTypeLabel(options: readonly DocumentTypeOption[], value: string, language: keyof LocalizedText): string {
  const label = options.find((option) => option.value === value)?.label;
  return (label && (label[language] ?? label.en)) || value;
}
