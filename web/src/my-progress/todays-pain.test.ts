import { describe, expect, it } from 'vitest';
import type { Measurement } from '@pt/contracts';
import { painReportedOn } from './todays-pain';

const measurement = (measurementType: 'pain' | 'mobility', value: number, measurementDate: string, measuredByRole: 'patient' | 'staff') =>
  ({ id: `${measurementType}-${value}`, measurementType, value, measurementDate, measuredByRole }) as Measurement;

describe("today's pain report", () => {
  it("is the patient's own latest pain of the day; staff measurements and other days do not count", () => {
    const list = [measurement('pain', 5, '2026-11-26', 'patient'), measurement('pain', 4, '2026-11-27', 'staff'), measurement('mobility', 60, '2026-11-27', 'patient')];
    expect(painReportedOn(list, '2026-11-27')).toBeUndefined();
    const reported = [...list, measurement('pain', 3, '2026-11-27', 'patient'), measurement('pain', 2, '2026-11-27', 'patient')];
    expect(painReportedOn(reported, '2026-11-27')?.value).toBe(2);
  });
});
