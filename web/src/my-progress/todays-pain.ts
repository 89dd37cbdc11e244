import type { Measurement } from '@pt/contracts';
import { practiceDay } from '../shared/practice-day';
import { useMyProgressQuery } from './myProgressEndpoints';

/** Where the "Report today's pain" link leads (`#pain-report`): the form, or what was reported. */
export const painReportId = 'pain-report';

/** The pain the patient reported themselves on `day`, the latest if more than one. */
export const painReportedOn = (measurements: readonly Measurement[], day: string): Measurement | undefined =>
  measurements.filter((m) => m.measurementType === 'pain' && m.measuredByRole === 'patient' && m.measurementDate === day).at(-1);

/** Today's own pain report (the practice's today), once the measurements are read. */
export function useTodaysPain(): Measurement | undefined {
  const { data } = useMyProgressQuery();
  return data ? painReportedOn(data, practiceDay()) : undefined;
}
