import type { Measurement, MeasurementType } from '@pt/contracts';

/** The chart's points: the last 7 measurements of a kind, oldest first (spec 001 section 9). */
export function lastSeven(measurements: readonly Measurement[], type: MeasurementType): { x: number; y: number; day: string }[] {
  return measurements
    .filter((m) => m.measurementType === type)
    .sort((a, b) => (a.measurementDate === b.measurementDate ? a.createdAt.localeCompare(b.createdAt) : a.measurementDate.localeCompare(b.measurementDate)))
    .slice(-7)
    .map((m) => ({ x: Date.parse(`${m.measurementDate}T12:00:00Z`), y: m.value, day: m.measurementDate }));
}
