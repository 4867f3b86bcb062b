import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import { changedFields, fieldErrorSchema, omitFieldErrors, type ServerFieldError } from '../forms/field-error-schema';

type FormData = Record<string, unknown>;

/** An office form's data and the server's last refusal of it, for `useServerFieldErrors`. */
export interface ServerFieldErrorsOptions {
  /** The server's field errors of the last refused save. */
  errors: readonly ServerFieldError[] | undefined;
  /** The form's fields by key. */
  fields: Readonly<Record<string, unknown>>;
  /** The body's key holding the form's data (`intake`, `data`): errors are named `<prefix>.<field>`. */
  prefix?: string;
  /** The form's data as shown. */
  data: Readonly<FormData>;
  /** The form's own change handler. */
  onChange(data: FormData): void;
}

/** What OfficeForm takes from `useServerFieldErrors`: spread it on the form. */
export interface ServerFieldErrorFormProps {
  /** Clears a changed field's server error, then calls the form's own `onChange`. */
  onChange(data: FormData): void;
  /** The errors at the form's fields, less those of the fields the user has changed since. */
  extraErrors?: ErrorSchema;
}

/** A form's share of the server's last field errors. */
export interface ServerFieldErrors {
  /** OfficeForm's `onChange` and `extraErrors`. */
  formProps: ServerFieldErrorFormProps;
  /** The form's errors that name none of its fields. */
  unplaced: ServerFieldError[];
}

/**
 * The server's field errors placed at an office form's fields, with the form's props that show them. Each new
 * refusal shows in full; a field's error leaves when its value changes.
 */
export function useServerFieldErrors({ errors, fields, prefix, data, onChange }: ServerFieldErrorsOptions): ServerFieldErrors {
  const [changed, setChanged] = useState<{ of?: readonly ServerFieldError[]; fields: ReadonlySet<string> }>({ fields: new Set() });
  const placed = useMemo(() => fieldErrorSchema(errors ?? [], new Set(Object.keys(fields)), prefix), [errors, fields, prefix]);
  // The changes counted are those made since this refusal arrived.
  const sinceThese = changed.of === errors ? changed.fields : undefined;
  const extraErrors = useMemo(() => omitFieldErrors(placed.errorSchema, sinceThese ?? new Set()), [placed, sinceThese]);
  const onFormChange = useCallback(
    (next: FormData) => {
      const keys = changedFields(data, next);
      if (keys.length > 0) setChanged((previous) => ({ of: errors, fields: new Set([...(previous.of === errors ? previous.fields : []), ...keys]) }));
      onChange(next);
    },
    [errors, data, onChange],
  );
  return { formProps: { onChange: onFormChange, ...(extraErrors ? { extraErrors } : {}) }, unplaced: placed.unplaced };
}
