import { describe, expect, it } from 'vitest';
import { ageOn } from './IntakeFormDetails';

describe("a patient's age", () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('1956-04-12', new Date(2026, 3, 11))).toBe(69);
    expect(ageOn('1956-04-12', new Date(2026, 3, 12))).toBe(70);
    expect(ageOn('1956-12-31', new Date(2026, 11, 30))).toBe(69);
    expect(ageOn('not a day', new Date(2026, 0, 1))).toBeNull();
  });
});
