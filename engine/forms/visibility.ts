import type { FieldCondition, FormDefinition } from '../generated/config-types';
import { formDataSchema, formFieldKeys, isEmptyValue, isPlainObject, type FormDataSchema, type FormValues } from './form-schema';

/** A form reduced to what the user can see for some data. */
export interface VisibleForm {
  /** The data schema without the hidden fields, neither in `properties` nor in `required`. */
  schema: FormDataSchema;
  /** The data without the hidden fields' values. */
  data: FormValues;
  /** The visible field keys, in schema order. */
  visible: string[];
  /** The hidden field keys, in schema order. */
  hidden: string[];
}

function isEqualValue(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (Array.isArray(left) && Array.isArray(right)) {
    return left.length === right.length && left.every((item, index) => isEqualValue(item, right[index]));
  }
  if (isPlainObject(left) && isPlainObject(right)) {
    const keys = Object.keys(left);
    return keys.length === Object.keys(right).length && keys.every((key) => isEqualValue(left[key], right[key]));
  }
  return false;
}

// A multiselect's value is a list: it is "in" a list when any of its choices is.
function isIn(actual: unknown, list: unknown): boolean {
  if (!Array.isArray(list)) return false;
  if (Array.isArray(actual)) return actual.some((item) => list.some((candidate) => isEqualValue(item, candidate)));
  return list.some((candidate) => isEqualValue(actual, candidate));
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

// Numbers compare as numbers; other strings (ISO dates, HH:MM times) compare in their written order.
function compare(actual: unknown, expected: unknown): number | undefined {
  if (isEmptyValue(actual) || isEmptyValue(expected)) return undefined;
  const left = toNumber(actual);
  const right = toNumber(expected);
  if (left !== undefined && right !== undefined) return left - right;
  if (typeof actual === 'string' && typeof expected === 'string') return actual < expected ? -1 : actual > expected ? 1 : 0;
  return undefined;
}

/** Whether a condition holds on the data (the value of `condition.field` compared with `condition.value`). */
export function evaluateCondition(condition: FieldCondition, data: FormValues | undefined): boolean {
  const actual = data?.[condition.field];
  // The generated type of `value` is an object; in JSON it is any value.
  const expected: unknown = condition.value;
  switch (condition.operator) {
    case 'equals':
      return isEqualValue(actual, expected);
    case 'notEquals':
      return !isEqualValue(actual, expected);
    case 'in':
      return isIn(actual, expected);
    case 'notIn':
      return !isIn(actual, expected);
    case 'isEmpty':
      return isEmptyValue(actual);
    case 'isNotEmpty':
      return !isEmptyValue(actual);
    case 'greaterThan':
      return (compare(actual, expected) ?? 0) > 0;
    case 'lessThan':
      return (compare(actual, expected) ?? 0) < 0;
    default:
      // An operator the schema does not know: hide rather than show a field the author did not mean to show.
      return false;
  }
}

/**
 * The keys of the fields visible for the data, in schema order. A field is hidden when its `visibleWhen` fails or
 * names a hidden field (whatever that field's stale value); a cycle of conditions hides every field in it.
 */
export function visibleFieldKeys(form: FormDefinition, data: FormValues | undefined): string[] {
  const keys = formFieldKeys(form);
  const known = new Set(keys);
  const decided = new Map<string, boolean>();
  const deciding = new Set<string>();

  const isVisible = (key: string): boolean => {
    const done = decided.get(key);
    if (done !== undefined) return done;
    if (deciding.has(key)) return false;
    deciding.add(key);
    const condition = form.fields[key]?.visibleWhen;
    let visible = true;
    if (condition) {
      const dependsOnHidden = known.has(condition.field) && !isVisible(condition.field);
      visible = !dependsOnHidden && evaluateCondition(condition, data);
    }
    deciding.delete(key);
    decided.set(key, visible);
    return visible;
  };

  return keys.filter(isVisible);
}

/** The form as seen for the data: hidden fields leave the schema (and `required`) and their values leave the data. */
export function applyVisibility(form: FormDefinition, data: FormValues | undefined): VisibleForm {
  const full = formDataSchema(form);
  const visible = visibleFieldKeys(form, data);
  const isVisible = new Set(visible);
  const hidden = formFieldKeys(form).filter((key) => !isVisible.has(key));
  const isHidden = new Set(hidden);

  const properties = Object.fromEntries(Object.entries(full.properties).filter(([key]) => !isHidden.has(key)));
  const schema: FormDataSchema = { ...full, properties };
  if (full.required) schema.required = full.required.filter((key) => !isHidden.has(key));

  const kept = Object.entries(data ?? {}).filter(([key]) => !isHidden.has(key));
  return { schema, data: Object.fromEntries(kept), visible, hidden };
}
