import { useEffect, useState } from 'react';

/**
 * The current time, moving every `everyMs`: for screens whose buttons or marks depend on the
 * clock ('Arrived' from 15 minutes before the start, the day sheet's now line).
 */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
