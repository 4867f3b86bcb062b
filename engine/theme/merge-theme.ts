import type { Theme } from '../generated/config-types';

/** A partial value at every depth, as a theme update sends it. */
export type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** A theme update: any part of a theme, at any depth. */
export type ThemePatch = DeepPartial<Theme>;

// A patch comes from a tenant; these keys would reach Object.prototype.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

// The result shares nothing with either argument, so changing it (or them) later cannot reach the other.
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (!isPlainObject(value)) return value;
  const copied: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (!FORBIDDEN_KEYS.has(key)) copied[key] = copy(item);
  return copied;
}

function mergeValue(base: unknown, patch: unknown): unknown {
  if (patch === undefined) return copy(base);
  if (!isPlainObject(patch) || !isPlainObject(base)) return copy(patch);
  const merged = copy(base) as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (FORBIDDEN_KEYS.has(key) || value === undefined) continue;
    merged[key] = mergeValue(merged[key], value);
  }
  return merged;
}

/** Merges a theme update into a theme without changing either: objects merge deeply, arrays and other values replace, undefined leaves the base (spec 3 §4). */
export function mergeTheme<T extends Theme>(base: T, patch: ThemePatch | undefined): T {
  return mergeValue(base, patch) as T;
}
