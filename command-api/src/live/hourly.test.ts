import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { everyNewHour } from './hourly';

describe('everyNewHour: a followed record read again as each hour begins', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-29T10:59:58Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('runs just after each hour turns, never before, until stopped', async () => {
    const at: string[] = [];
    const stop = everyNewHour(async () => void at.push(new Date().toISOString()));
    await vi.advanceTimersByTimeAsync(2000);
    expect(at).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(at).toEqual(['2026-11-29T11:00:01.000Z']);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(at).toEqual(['2026-11-29T11:00:01.000Z', '2026-11-29T12:00:01.000Z']);
    stop();
    await vi.advanceTimersByTimeAsync(3 * 3_600_000);
    expect(at).toHaveLength(2);
  });

  it('keeps going when one hour’s logging fails', async () => {
    let calls = 0;
    const stop = everyNewHour(async () => {
      calls++;
      if (calls === 1) throw new Error('log unavailable');
    });
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(calls).toBe(2);
    stop();
  });

  it('stopped while a logging is under way, schedules nothing more', async () => {
    let release!: () => void;
    let calls = 0;
    const stop = everyNewHour(() => {
      calls++;
      return new Promise<void>((r) => (release = r));
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(1);
    stop();
    release();
    await vi.advanceTimersByTimeAsync(5 * 3_600_000);
    expect(calls).toBe(1);
  });
});
