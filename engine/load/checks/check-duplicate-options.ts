import type { CheckContext } from './check-context';
import { pointer } from '../load-error';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

function reportRepeats(context: CheckContext, values: readonly unknown[], path: string, what: string): void {
  const first = new Map<string, number>();
  values.forEach((value, index) => {
    const key = JSON.stringify(value);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, index);
    else context.report(pointer(path, index), `duplicate ${what} ${key}: the same as item ${earlier}`);
  });
}

/**
 * Refuses a choice offered twice in a form field: two options with one value (the options still "match" the enum
 * when compared as sets, so nothing else would say so), or a value written twice in the field's schema enum.
 */
export function checkDuplicateOptions(context: CheckContext): void {
  const forms: unknown = context.office.forms;
  if (!isNode(forms)) return;
  for (const [formId, form] of Object.entries(forms)) {
    if (!isNode(form)) continue;
    const base = pointer('/', 'forms', formId);
    const fields = isNode(form.fields) ? form.fields : {};
    for (const [key, field] of Object.entries(fields)) {
      if (!isNode(field) || !Array.isArray(field.options)) continue;
      const values = field.options.map((option) => (isNode(option) ? option.value : undefined));
      reportRepeats(context, values, pointer(base, 'fields', key, 'options'), 'option value');
    }
    const properties = isNode(form.schema) && isNode(form.schema.properties) ? form.schema.properties : {};
    for (const [key, property] of Object.entries(properties)) {
      if (!isNode(property)) continue;
      const at = pointer(base, 'schema', 'properties', key);
      if (Array.isArray(property.enum)) reportRepeats(context, property.enum, `${at}/enum`, 'enum value');
      if (isNode(property.items) && Array.isArray(property.items.enum)) reportRepeats(context, property.items.enum, `${at}/items/enum`, 'enum value');
    }
  }
}
