import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import { changedFields, fieldErrorSchema, omitFieldErrors, type ServerFieldError } from '../forms/field-error-schema';

/** A form's share of the server's last field errors, for OfficeForm's `extraErrors`. */
export interface ServerFieldErrors {
  /** The errors at the form's fields, less those of the fields the user has changed since. */
  extraErrors?: ErrorSchema;
  /** The form's errors that name none of its fields. */
  unplaced: ServerFieldError[];
  /** Call with the data before and after each change: a changed field's server error goes. */
  onDataChange(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): void;
}

/**
 * The server's field errors placed at an office form's fields (`fields`: the form's field keys; `prefix`: the body's
 * key holding the form's data). Each new refusal shows in full; a field's error leaves when its value changes.
 */
export function useServerFieldErrors(errors: readonly ServerFieldError[] | undefined, fields: Readonly<Record<string, unknown>>, prefix?: string): ServerFieldErrors {
  const [changed, setChanged] = useState<{ of?: readonly ServerFieldError[]; fields: ReadonlySet<string> }>({ fields: new Set() });
  const placed = useMemo(() => fieldErrorSchema(errors ?? [], new Set(Object.keys(fields)), prefix), [errors, fields, prefix]);
  // The changes counted are those made since this refusal arrived.
  const sinceThese = changed.of === errors ? changed.fields : undefined;
  const extraErrors = useMemo(() => omitFieldErrors(placed.errorSchema, sinceThese ?? new Set()), [placed, sinceThese]);
  const onDataChange = useCallback(
    (before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>) => {
      const keys = changedFields(before, after);
      if (keys.length === 0) return;
      setChanged((previous) => ({ of: errors, fields: new Set([...(previous.of === errors ? previous.fields : []), ...keys]) }));
    },
    [errors],
  );
  return { ...(extraErrors ? { extraErrors } : {}), unplaced: placed.unplaced, onDataChange };
}
