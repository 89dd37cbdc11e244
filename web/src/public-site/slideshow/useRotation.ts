import { useEffect, useState } from 'react';

/**
 * The active index of a looping slideshow (spec 000 section 4): it advances every `intervalMs`
 * while `running`, and a jump (setIndex) starts a full interval on the chosen slide.
 */
export function useRotation(count: number, intervalMs: number, running: boolean) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, running, count, intervalMs]);

  return [index, setIndex] as const;
}
