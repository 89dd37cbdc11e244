import { reportTexts, type ProgressReportView, type SharedReportView } from '@pt/contracts';

/*
 * The pure part of the report pages: which screen to show for the answers so far, and the numbers
 * the detailed report derives from its measurements.
 */

/** What a query has given so far, reduced to what the screen choice needs. */
export type QueryState<T> =
  | { state: 'loading' }
  | { state: 'ok'; data: T }
  | { state: 'failed'; status: number | string; message?: string; reason?: string };

export type ReportScreen =
  | { screen: 'invalid-link' }
  | { screen: 'loading' }
  /** Reading B asked for a password; `error` is the answer to the last one tried, `busy` while one is being checked. */
  | { screen: 'password'; busy: boolean; error?: string }
  | { screen: 'detailed'; view: SharedReportView }
  /** `privatePreview`: signed-in staff opened a private report, which nobody else can open yet. */
  | { screen: 'simple'; view: ProgressReportView; privatePreview: boolean }
  | { screen: 'not-available'; message: string }
  | { screen: 'not-found' };

/** Reading A's answer as the page reads it. */
export interface SimpleReading {
  view: ProgressReportView;
  privatePreview: boolean;
}

export interface ScreenInput {
  shareId: string | undefined;
  /** Reading B (`/api/reports/shared/:id`), or null on the route that shows reading A only. */
  detailed: QueryState<SharedReportView> | null;
  /** Reading A (`/api/shared-report/:id`), asked only once reading B answered 404 (or on its own route). */
  simple: QueryState<SimpleReading> | null;
  /** Whether the visitor has sent a password (to reading B). */
  passwordTried: boolean;
}

/** Whether reading A should be asked: on its own route, or when reading B does not know the link. */
export function needsSimpleReading(shareId: string | undefined, detailed: QueryState<SharedReportView> | null): boolean {
  if (!validShareId(shareId)) return false;
  return detailed === null || (detailed.state === 'failed' && detailed.status === 404);
}

export function validShareId(shareId: string | undefined): shareId is string {
  return !!shareId && shareId.trim().length > 0 && shareId.length <= 128;
}

/**
 * The screen for the answers so far (spec 001 "Shared report page", DECISIONS.md "Reports"):
 * reading B first; its 401 is the password card (kept on screen while a password is checked, with
 * the server's message after a wrong one); its 404 hands over to reading A, whose failure is
 * 'Report Not Found'; any other failure of B is 'Report Not Available' with the server's message.
 */
export function reportScreen({ shareId, detailed, simple, passwordTried }: ScreenInput): ReportScreen {
  if (!validShareId(shareId)) return { screen: 'invalid-link' };
  if (detailed && !(detailed.state === 'failed' && detailed.status === 404)) {
    if (detailed.state === 'loading') return passwordTried ? { screen: 'password', busy: true } : { screen: 'loading' };
    if (detailed.state === 'ok') return { screen: 'detailed', view: detailed.data };
    if (detailed.status === 401) {
      return passwordTried ? { screen: 'password', busy: false, error: detailed.message || reportTexts.wrongPassword } : { screen: 'password', busy: false };
    }
    // Too many attempts: the visitor may try again later, from the same card.
    if (detailed.status === 429 && passwordTried) return { screen: 'password', busy: false, error: detailed.message || 'Too many attempts. Please try again later.' };
    return { screen: 'not-available', message: detailed.message || reportTexts.notAvailableDetail };
  }
  if (!simple || simple.state === 'loading') return { screen: 'loading' };
  if (simple.state === 'ok') return { screen: 'simple', ...simple.data };
  return { screen: 'not-found' };
}

type Measurement = SharedReportView['progress'][number];

const byDay = (a: Measurement, b: Measurement) => a.measurementDate.localeCompare(b.measurementDate);

/** The change of a kind over the report's range: the latest value less the earliest; null without a measurement. */
export function changeOver(progress: readonly Measurement[], type: Measurement['measurementType']): number | null {
  // sort is stable: measurements of one day keep the server's order (oldest first)
  const values = progress.filter((m) => m.measurementType === type).sort(byDay);
  if (values.length === 0) return null;
  return Math.round((values.at(-1)!.value - values[0]!.value) * 10) / 10;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `-${Math.abs(n)}` : '0');

/** Pain change as the summary shows it: '-3' when it fell, '+1' when it rose, '0'. */
export const formatPainChange = (change: number) => signed(change);
/** Mobility change as the summary shows it: '+15%', '-5%', '+0%'. */
export const formatMobilityChange = (change: number) => `${change === 0 ? '+0' : signed(change)}%`;

/** Share of the planned sessions done, 0-100, whole. */
export function sessionsPercent(completed: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((completed / total) * 100)));
}

/** The assessment scores present, in the spec's order; none when the therapist gave no score. */
export function assessmentScores(view: Pick<ProgressReportView, 'painLevel' | 'mobilityScore' | 'strengthScore' | 'balanceScore'>): { label: string; value: number }[] {
  const scores = [
    { label: 'Pain Level', value: view.painLevel },
    { label: 'Mobility', value: view.mobilityScore },
    { label: 'Strength', value: view.strengthScore },
    { label: 'Balance', value: view.balanceScore },
  ];
  return scores.filter((s): s is { label: string; value: number } => typeof s.value === 'number');
}
