import { ProgressChart } from '../shared/progress-chart/ProgressChart';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import { useHashTarget } from '../shared/useHashTarget';
import '../shared/ui/staff-panel.scss';
import { useMyProgressQuery } from './myProgressEndpoints';
import { painReportId } from './todays-pain';
import { TodaysPain } from './TodaysPain';
import './my-progress.scss';

const painReportFromHash = (hash: string) => (hash === `#${painReportId}` ? painReportId : null);

/**
 * The progress tab (spec 001): 'Weekly Progress Tracking' of pain and mobility, or 'No Progress Data
 * Yet'; and today's pain, which `#pain-report` scrolls to (it sits below the chart on a phone).
 */
export function ProgressPanel() {
  const { data, isLoading, isError, error, refetch, isFetching } = useMyProgressQuery();
  const failed = useFailed(isError, error);
  useHashTarget(painReportFromHash);
  const measurements = data ?? [];
  return (
    <div className="my-progress">
      <h2 className="title is-4">My Progress</h2>
      <div className="columns is-variable is-5">
        <div className="column is-8-desktop">
          {failed ? (
            <LoadFailure what="Your progress" error={error} retrying={isFetching} onRetry={() => void refetch()} />
          ) : isLoading ? (
            <PageLoading label="Loading your progress..." />
          ) : measurements.length === 0 ? (
            <div className="empty-state box" data-testid="progress-empty">
              <h3 className="title is-5">No Progress Data Yet</h3>
              <p>Your pain and mobility appear here as a chart once you or your therapist record them.</p>
            </div>
          ) : (
            <ProgressChart measurements={measurements} />
          )}
        </div>
        <div className="column is-4-desktop">
          <TodaysPain />
        </div>
      </div>
    </div>
  );
}
