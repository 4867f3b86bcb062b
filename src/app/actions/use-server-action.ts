import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import i18next from 'i18next';
import { ApiError } from '../../api/api-error';
import { pickSuccessMessage, serverMessage } from '../../api/messages';
import { useNotify } from '../../notifications/notifications';
import { placeFieldErrors, type FieldNames } from './field-errors';

/** How one call of a server action is reported. */
export interface RunOptions<T> {
  /** The form whose fields take the server's field errors, and the names they go by. */
  form?: FormInstance;
  fields?: FieldNames;
  /** What to say when the server's answer says nothing. */
  success?: string;
  /** Run after success and before the toast (to switch the language first, for one). */
  after?: (answer: T) => unknown;
  /** No success toast. */
  isQuiet?: boolean;
}

/** A call that changes something on the server: whether it is under way, its last failure, and how to run it. */
export interface ServerAction {
  isPending: boolean;
  error?: Error;
  run<T>(call: () => Promise<T>, options?: RunOptions<T>): Promise<T | undefined>;
  reset(): void;
}

/**
 * Runs server calls the same way everywhere: a success toast with the server's own text (spec 1 §8), field
 * errors at their fields, any other failure kept for an Alert. A failed call answers undefined.
 */
export function useServerAction(): ServerAction {
  const notify = useNotify();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<Error>();

  const run = useCallback(
    async <T,>(call: () => Promise<T>, options: RunOptions<T> = {}): Promise<T | undefined> => {
      setPending(true);
      setError(undefined);
      try {
        const answer = await call();
        await options.after?.(answer);
        if (!options.isQuiet) {
          // The language now, which `after` may just have changed.
          const { language } = i18next;
          const message = options.success ? (serverMessage(answer, language) ?? options.success) : pickSuccessMessage(answer, language);
          notify({ message, severity: 'success' });
        }
        return answer;
      } catch (caught) {
        const isPlaced = options.form && options.fields && caught instanceof ApiError ? placeFieldErrors(options.form, caught, options.fields) : false;
        if (!isPlaced) setError(caught instanceof Error ? caught : new Error(String(caught)));
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [notify],
  );

  const reset = useCallback(() => setError(undefined), []);
  return { isPending, error, run, reset };
}
