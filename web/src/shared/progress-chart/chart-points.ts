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

const day = 24 * 60 * 60 * 1000;

/**
 * The time axis's range: a little past the first and last points, so that their markers (and the
 * larger ones under the pointer) sit inside the plot, clear of its edges and the axes' labels, not
 * cut by them. Half a day each side at least: a single measurement stays in the middle.
 */
export function paddedRange(points: readonly { x: number }[]): { min: number; max: number } | undefined {
  if (points.length === 0) return undefined;
  const xs = points.map((p) => p.x);
  const [first, last] = [Math.min(...xs), Math.max(...xs)];
  const pad = Math.max((last - first) * 0.07, day / 2);
  return { min: first - pad, max: last + pad };
}
