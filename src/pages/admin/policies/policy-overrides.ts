import type { Overrides } from '../office-settings/office-settings-types';
import { POLICY_FIELDS } from './policy-fields';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a path of a JSON object, or undefined. */
export const valueAt = (root: unknown, path: readonly string[]): unknown => path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), root);

/** Whether a form value says nothing (an emptied number field). */
export const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

// A copy of `root` with the value at `path` set (or removed when undefined), dropping objects left empty by a removal.
function withValue(root: Json, path: readonly string[], value: unknown): Json {
  const [key, ...rest] = path;
  if (key === undefined) return root;
  const copy = { ...root };
  if (rest.length === 0) {
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  }
  const child = withValue(isObject(copy[key]) ? copy[key] : {}, rest, value);
  if (Object.keys(child).length === 0) delete copy[key];
  else copy[key] = child;
  return copy;
}

/** The policies as the form holds them: the office's own value where it overrides one, else its office type's, else null (none). */
export function policyValues(officeType: unknown, overrides: Overrides): Json {
  return POLICY_FIELDS.reduce<Json>((values, field) => withValue(values, field.path, valueAt(overrides, field.path) ?? valueAt(officeType, field.path) ?? null), {});
}

/**
 * The overrides with the form's policies written in. A policy equal to its office type's value, or left empty, is
 * removed from the overrides (the office follows its office type there again); the overrides' other keys are kept.
 */
export function applyPolicies(overrides: Overrides, values: unknown, officeType: unknown): Overrides {
  return POLICY_FIELDS.reduce<Json>((next, field) => {
    const value = valueAt(values, field.path);
    const isDefault = isEmpty(value) || sameValue(value, valueAt(officeType, field.path));
    return withValue(next, field.path, isDefault ? undefined : value);
  }, overrides);
}
