import { describe, expect, it } from 'vitest';
import { clock, elapsedMs, minutesRun, pause, start, stoppedWatch } from './guided-timer';

describe("the guided view's stopwatch", () => {
  it('counts only while running, across pauses', () => {
    let watch = start(stoppedWatch, 1_000);
    expect(elapsedMs(watch, 4_000)).toBe(3_000);
    watch = pause(watch, 4_000);
    expect(elapsedMs(watch, 60_000)).toBe(3_000);
    watch = start(watch, 60_000);
    expect(start(watch, 70_000)).toBe(watch);
    expect(elapsedMs(watch, 62_500)).toBe(5_500);
  });

  it('reads as m:ss and records whole minutes, at least one', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(65.9)).toBe('1:05');
    expect(clock(-3)).toBe('0:00');
    expect(minutesRun(0)).toBeNull();
    expect(minutesRun(10_000)).toBe(1);
    expect(minutesRun(150_000)).toBe(3);
  });
});
