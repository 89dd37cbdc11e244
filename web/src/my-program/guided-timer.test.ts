import { describe, expect, it } from 'vitest';
import { clock, elapsedMs, minutesRun, pause, start, stoppedWatch, unrecordedWork } from './guided-timer';

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

  it('reads as m:ss and records whole minutes, to the nearest', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(65.9)).toBe('1:05');
    expect(clock(-3)).toBe('0:00');
    expect(minutesRun(0)).toBeNull();
    // A few seconds on the timer are no minute to record.
    expect(minutesRun(3_000)).toBeNull();
    expect(minutesRun(29_000)).toBeNull();
    expect(minutesRun(30_000)).toBe(1);
    expect(minutesRun(150_000)).toBe(3);
  });

  it('says what closing would lose, or nothing when nothing was counted', () => {
    expect(unrecordedWork(0, 0)).toBeNull();
    expect(unrecordedWork(400, 0)).toBeNull();
    expect(unrecordedWork(135_000, 0)).toBe('Your 2:15 on the timer will not be recorded.');
    expect(unrecordedWork(0, 1)).toBe('Your 1 repetition will not be recorded.');
    expect(unrecordedWork(65_000, 12)).toBe('Your 1:05 on the timer and 12 repetitions will not be recorded.');
  });
});
