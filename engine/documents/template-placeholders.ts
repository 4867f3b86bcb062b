/**
 * The facts a document template may put in, by the placeholder that names them ({client.fullName}): one list for
 * the loader, which refuses any other, for the generator, which fills them, and for the template editor.
 */
export const TEMPLATE_PLACEHOLDERS = [
  'client.fullName',
  'client.firstName',
  'client.lastName',
  'client.idNumber',
  'client.email',
  'client.phone',
  'client.address',
  'record.title',
  'record.number',
  'record.stage',
  'office.name',
  'office.email',
  'office.phone',
  'user.fullName',
  'user.email',
  'today',
] as const;

export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

const KNOWN = new Set<string>(TEMPLATE_PLACEHOLDERS);

// One brace on each side and not two: {{key}} is a word of the office's vocabulary, put in before.
const PLACEHOLDER = /(?<!\{)\{([a-zA-Z]+(?:\.[a-zA-Z]+)?)\}(?!\})/g;

/** The placeholders a text names, in order, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** Whether a placeholder is one a template may use. */
export function isTemplatePlaceholder(name: string): name is TemplatePlaceholder {
  return KNOWN.has(name);
}

/** Whether a placeholder needs a record (a template for a module's records), not only a client. */
export function needsRecord(name: TemplatePlaceholder): boolean {
  return name.startsWith('record.');
}

/** The text with each placeholder replaced by its value; a fact that is missing becomes empty, never the brace text. */
export function fillPlaceholders(text: string, values: Partial<Record<TemplatePlaceholder, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isTemplatePlaceholder(name) ? (values[name] ?? '') : whole));
}
