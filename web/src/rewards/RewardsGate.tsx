import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RewardsSummary } from '@pt/contracts';
import { hasStatus } from '../shared/api/http-error';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import { useRewardsSummaryQuery, type PatientKey } from './rewardsEndpoints';

export const noProfileText = 'Please complete your profile setup to access the rewards system.';

/**
 * A patient's rewards summary, loaded: the loading state, the spec's text for a patient without a
 * profile, a failure with Try again, or `children` with the summary.
 */
export function RewardsGate({ patientKey, children }: { patientKey: PatientKey; children: (summary: RewardsSummary) => ReactNode }) {
  const { data, error, isError, isLoading, isFetching, refetch } = useRewardsSummaryQuery(patientKey);
  const failed = useFailed(isError, error);
  if (isLoading && !failed) return <PageLoading label="Loading rewards..." />;
  if (patientKey === 'me' && hasStatus(error, 404)) {
    return (
      <div className="notification is-info is-light rewards-no-profile" data-testid="rewards-no-profile">
        <p className="mb-3">{noProfileText}</p>
        <Link to="/patient-portal/setup" className="button is-primary is-small">
          Complete Profile Setup
        </Link>
      </div>
    );
  }
  if (failed || !data) return <LoadFailure what="Rewards" error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  return <>{children(data)}</>;
}
