import type { CounterStore } from '@pt/contracts';

/** Counters in this process only (tests). */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const t = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= t) windows.set(key, (window = { count: 0, resetAt: t + windowMs }));
      window.count += 1;
      return { ...window };
    },
    async undo(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
