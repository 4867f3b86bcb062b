import type { ErrorSchema } from '@rjsf/utils';

/** A server's complaint about one field: its name (dotted, `data.amount`, or a JSON pointer, `/data/amount`) and message. */
export interface ServerFieldError {
  field: string;
  message: string;
}

/** A form's share of a server's field errors: RJSF's error schema (`extraErrors`) and those naming none of its fields. */
export interface FormFieldErrors {
  errorSchema?: ErrorSchema;
  unplaced: ServerFieldError[];
}

// A name's steps: a JSON pointer's tokens (~1 is /, ~0 is ~) or a dotted name's parts.
function stepsOf(field: string): string[] {
  if (field.startsWith('/')) return field.slice(1).split('/').map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  return field.split('.').filter((step) => step !== '');
}

/**
 * A form's share of a server's field errors. With a prefix (the key of the body that holds the form's data, such as
 * `data` or `intake`) only the names under it are the form's, the rest are left to the page; an error naming one
 * of the form's fields goes in the error schema at that field (nested names at their nested field), and one that
 * names the data as a whole or a field the form does not have is answered as unplaced, for the page to list.
 */
export function fieldErrorSchema(errors: readonly ServerFieldError[], fields: ReadonlySet<string>, prefix?: string): FormFieldErrors {
  const errorSchema: Record<string, unknown> = {};
  const unplaced: ServerFieldError[] = [];
  for (const error of errors) {
    const steps = stepsOf(error.field);
    if (prefix !== undefined && steps[0] !== prefix) continue;
    const path = prefix === undefined ? steps : steps.slice(1);
    if (!fields.has(path[0] ?? '')) {
      unplaced.push(error);
      continue;
    }
    let node = errorSchema;
    for (const step of path) node = (node[step] ??= {}) as Record<string, unknown>;
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), error.message];
  }
  return { ...(Object.keys(errorSchema).length ? { errorSchema: errorSchema as ErrorSchema } : {}), unplaced };
}

/** The top-level fields whose values differ between two versions of a form's data. */
export function changedFields(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** An error schema without the named top-level fields; undefined when nothing is left. */
export function omitFieldErrors(errorSchema: ErrorSchema | undefined, fields: ReadonlySet<string>): ErrorSchema | undefined {
  if (!errorSchema || fields.size === 0) return errorSchema;
  const kept = Object.entries(errorSchema).filter(([field]) => !fields.has(field));
  return kept.length ? (Object.fromEntries(kept) as ErrorSchema) : undefined;
}
