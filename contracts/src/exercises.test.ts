import { describe, expect, it } from 'vitest';
import { exerciseSchema } from './exercises';

const fields = { name: 'Wall Push-ups', description: 'Push.', instructions: 'Lean and push.', category: 'strength' };
const durationError = (duration: unknown) => {
  const parsed = exerciseSchema.safeParse({ ...fields, duration });
  return parsed.success ? undefined : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe("an exercise's duration (whole minutes, 0 to 240)", () => {
  it('takes a whole number, or one written as digits; none is 0', () => {
    expect(exerciseSchema.parse({ ...fields, duration: 12 }).duration).toBe(12);
    expect(exerciseSchema.parse({ ...fields, duration: ' 12 ' }).duration).toBe(12);
    expect(exerciseSchema.parse({ ...fields, duration: 0 }).duration).toBe(0);
    expect(exerciseSchema.parse(fields).duration).toBe(0);
  });

  it('refuses on the field what is not a whole number of minutes in range', () => {
    const whole = [['duration', 'Duration must be a whole number of minutes']];
    expect(durationError(2.5)).toEqual(whole);
    expect(durationError('2.5')).toEqual(whole);
    expect(durationError('abc')).toEqual(whole);
    expect(durationError(-1)).toEqual([['duration', 'Duration cannot be negative']]);
    expect(durationError(241)).toEqual([['duration', 'Duration must be at most 240 minutes']]);
  });

  it('turns nothing else into a number (true was 1; null, "" and [] were 0)', () => {
    const whole = [['duration', 'Duration must be a whole number of minutes']];
    for (const duration of [true, null, '', [], '0x10', '1e2']) expect(durationError(duration), JSON.stringify(duration)).toEqual(whole);
  });
});
