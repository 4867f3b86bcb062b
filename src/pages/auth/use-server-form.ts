import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { errorText } from './error-text';

/** How a form sends: whether it is sending, the error to show above it, and `submit` to run a call. */
export interface ServerForm {
  isSubmitting: boolean;
  error?: string;
  /** Runs a call: clears the last error, shows the server's message and field errors when it fails; answers whether it succeeded. */
  submit(call: () => Promise<void>): Promise<boolean>;
  setError(error: string | undefined): void;
}

const SAME_NAMES: Readonly<Record<string, string>> = {};

/** Puts a failed call's field errors at the form's fields, the server's field names mapped to the form's. */
export function showFieldErrors(form: FormInstance, error: unknown, fieldNames: Readonly<Record<string, string>>): void {
  if (!(error instanceof ApiError)) return;
  const byField = new Map<string, string[]>();
  for (const { field, message } of error.fieldErrors) {
    const name = fieldNames[field] ?? field;
    byField.set(name, [...(byField.get(name) ?? []), message]);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
}

/** The sending state of one auth form (spec 1 §8: the server's error above the form, field errors at the fields). */
export function useServerForm(form?: FormInstance, fieldNames: Readonly<Record<string, string>> = SAME_NAMES): ServerForm {
  const { i18n } = useTranslation();
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const submit = useCallback(
    async (call: () => Promise<void>) => {
      setSubmitting(true);
      setError(undefined);
      try {
        await call();
        return true;
      } catch (caught) {
        if (!(caught instanceof ApiError)) console.error(caught);
        if (form) showFieldErrors(form, caught, fieldNames);
        setError(errorText(caught, i18n.language));
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [fieldNames, form, i18n.language],
  );
  return { isSubmitting, submit, setError, ...(error ? { error } : {}) };
}
