import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a panel's success message stays, in milliseconds (spec 3 §4: branding's clear after 3 seconds). */
export const SUCCESS_MESSAGE_MS = 3000;

/** A message that clears itself after `ms`; showing another restarts the wait. */
export function useTimedMessage(ms = SUCCESS_MESSAGE_MS): { message?: string; show(message: string): void; clear(): void } {
  const [message, setMessage] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(undefined);
  }, []);
  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(undefined), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { ...(message === undefined ? {} : { message }), show, clear };
}
