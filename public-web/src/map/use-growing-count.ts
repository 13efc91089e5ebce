import { startTransition, useEffect, useState } from 'react';

/**
 * A count that starts at `first` and grows by `step` in each later task until it reaches `length`, each growth a
 * transition: the page draws a large piece of work a slice per task, with the browser free in between to handle a
 * tap or a key, rather than in one long task (Total Blocking Time, docs/performance.md "Web vitals"). The count only
 * grows: a longer list keeps what is drawn already.
 */
export function useGrowingCount(length: number, { first, step }: { first: number; step: number }): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= length) return;
    const timer = window.setTimeout(() => startTransition(() => setCount((c) => c + step)), 0);
    return () => window.clearTimeout(timer);
  }, [count, length, step]);
  return Math.min(count, length);
}
