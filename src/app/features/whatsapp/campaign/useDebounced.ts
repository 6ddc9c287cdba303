import { useEffect, useState } from 'react';

/** The value once it stopped changing for `ms` (the estimate is asked once typing pauses, not per key). */
export function useDebounced<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
