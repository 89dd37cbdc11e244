import { registerLibraryLiveUpdates } from '../exercise-library/live';
import { registerTipsLiveUpdates } from '../health-tips/live';
import { registerPatientsLiveUpdates } from '../patients/live';
import { registerIntakeReviewLiveUpdates } from '../intake-review/live';
import { registerInboxLiveUpdates } from '../staff-inbox/live';
import { registerRewardsLiveUpdates } from '../rewards/live';
import { registerAccountsLiveUpdates } from '../staff-accounts/live';
import { registerMyProgramLiveUpdates } from '../my-program/live';
import { registerMyProgressLiveUpdates } from '../my-progress/live';
import { registerMyProfileLiveUpdates } from '../portal/live';
import { registerOutboxLiveUpdates } from '../staff-outbox/live';
import { registerRecommendationsLiveUpdates } from '../recommendations/live';
import { registerProgressReportsLiveUpdates } from '../progress-reports/live';
import { registerReportLinksLiveUpdates } from '../report-links/live';
import { registerReportAccessLiveUpdates } from '../shared/report-access/live';
import { registerRecordViewsLiveUpdates } from '../record-access/live';
import { registerMessagesLiveUpdates } from '../messages/live';
import { followPracticeDay } from '../shared/practice-day';
import { store } from './store';

let registered = false;

/**
 * Every feature's live-message handlers, registered before the first connection opens, and what they
 * fetch again at the practice's midnight (one timer for the app).
 */
export function registerLiveUpdates(): void {
  if (registered) return;
  registered = true;
  registerInboxLiveUpdates();
  // The staff screens (issue 7).
  registerPatientsLiveUpdates();
  registerLibraryLiveUpdates();
  registerTipsLiveUpdates();
  registerAccountsLiveUpdates();
  registerIntakeReviewLiveUpdates();
  registerRewardsLiveUpdates();
  // The patient's own screens (issue 7).
  registerMyProgramLiveUpdates();
  registerMyProgressLiveUpdates();
  registerMyProfileLiveUpdates();
  registerOutboxLiveUpdates();
  // Recommendations: the staff dialog's tab and the patient's own panel.
  registerRecommendationsLiveUpdates();
  // Progress reports (/progress-reports): the patients' reports and the counters.
  registerProgressReportsLiveUpdates();
  // Shared report links: the staff dialog's Reports tab and its access logs.
  registerReportLinksLiveUpdates();
  registerReportAccessLiveUpdates();
  // Patients' records: who opened them (admins and auditors).
  registerRecordViewsLiveUpdates();
  // Messages between patients and the practice (ADR 32).
  registerMessagesLiveUpdates();
  followPracticeDay(store.dispatch);
}
