import { useCallback, useEffect, useState } from 'react';

/** A countdown in whole seconds: what is left, and `restart` to count again (the resend timer of spec 1 §4). */
export function useCountdown(seconds: number): { remaining: number; restart(from?: number): void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);

  const restart = useCallback(
    (from = seconds) => {
      const start = Date.now();
      setNow(start);
      setEndsAt(start + from * 1000);
    },
    [seconds],
  );
  return { remaining, restart };
}
