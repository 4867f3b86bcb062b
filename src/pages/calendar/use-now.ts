import { useEffect, useState } from 'react';

/** The time now, renewed every minute (today's mark and the line of the time now follow it). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
