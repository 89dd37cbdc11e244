import type { Measurement, MeasurementType } from '@pt/contracts';

/** A measurement as the chart reads it: the patient's own (with `createdAt`), or a report's. */
export type ChartMeasurement = Pick<Measurement, 'measurementType' | 'measurementDate' | 'value'> & { createdAt?: string };
export type ChartPoint = { x: number; y: number; day: string };

/** The chart's points: the last 7 measurements of a kind, oldest first (spec 001 section 9); one day's in the order they were made. */
export function lastSeven(measurements: readonly ChartMeasurement[], type: MeasurementType): ChartPoint[] {
  return measurements
    .filter((m) => m.measurementType === type)
    .sort((a, b) => (a.measurementDate === b.measurementDate ? (a.createdAt ?? '').localeCompare(b.createdAt ?? '') : a.measurementDate.localeCompare(b.measurementDate)))
    .slice(-7)
    .map((m) => ({ x: Date.parse(`${m.measurementDate}T12:00:00Z`), y: m.value, day: m.measurementDate }));
}
