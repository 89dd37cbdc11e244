import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { practice, recordViewReaderRoles } from '@pt/contracts';
import { ExerciseLibraryPanel } from '../../exercise-library/ExerciseLibraryPanel';
import { PatientsPanel } from '../../patients/PatientsPanel';
import type { PatientDialogTab } from '../../patients/manage/PatientDialog';
import { RecommendationsTab } from '../../recommendations/RecommendationsTab';
import { RecordAccessTab } from '../../record-access/RecordAccessTab';
import { ReportsTab } from '../../report-links/ReportsTab';
import { RecentPatientActivity } from '../../patients/RecentPatientActivity';
import { useStaffAccess } from '../../shared/session/staff-access';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { PortalHeader } from '../../shared/ui/PortalHeader';
import { Tabs } from '../../shared/ui/Tabs';
import { InboxPanel } from '../../staff-inbox/InboxPanel';
import { IntakePanel } from '../../intake-review/IntakePanel';
import { intakeDialogWithAccessLog } from '../intake-review';
import { StaffAccountsPanel } from '../../staff-accounts/StaffAccountsPanel';
import { chosenTab, staffTabsFor, type StaffTabId } from './staff-sections';
import { StaffOverview } from './StaffOverview';
import { useChosenTab } from '../../shared/useChosenTab';
import './staff-dashboard.scss';

/** The patient dialog's tabs from other features, after Exercises (spec 001: Exercises, AI Recommendations, Reports, Progress, Profile). */
const patientDialogTabs: readonly PatientDialogTab[] = [
  { id: 'recommendations', label: 'AI Recommendations', Panel: RecommendationsTab },
  { id: 'reports', label: 'Reports', Panel: ReportsTab },
];
/** Admins and auditors also see who opened the record (ADR 28), after Profile. */
const withAccessLog: readonly PatientDialogTab[] = [...patientDialogTabs, { id: 'access-log', label: 'Access log', Panel: RecordAccessTab, last: true }];

const panels: Record<StaffTabId, (readsAccessLog: boolean) => ReactNode> = {
  patients: (readsAccessLog) => <PatientsPanel dialogTabs={readsAccessLog ? withAccessLog : patientDialogTabs} />,
  'exercise-library': () => <ExerciseLibraryPanel />,
  'admin-panel': (readsAccessLog) => <IntakePanel headingLevel={3} dialogTabs={readsAccessLog ? intakeDialogWithAccessLog : undefined} />,
  'staff-accounts': () => <StaffAccountsPanel />,
};

const tabLink = (tab: StaffTabId) => `/patient-portal/dashboard?tab=${tab}`;

/**
 * The dashboard of therapists, admins and auditors: counts, the tabs their role has, recent activity
 * and the requests (not an auditor's: their side column is named for the activity alone).
 */
export default function StaffDashboard() {
  const { user, readsInbox } = useStaffAccess();
  const [params, setParams] = useSearchParams();
  const [selected, chooseTab] = useChosenTab(chosenTab(user.role, params.get('tab')));
  const readsAccessLog = recordViewReaderRoles.includes(user.role);
  const tabs = staffTabsFor(user.role).map((tab) => ({ id: tab.id as StaffTabId, label: tab.label, panel: () => panels[tab.id as StaffTabId](readsAccessLog) }));
  // Below the tabs (phones, tablets) the live requests come first, not after the activity.
  const stacked = useMediaQuery('(max-width: 1023px)');

  const recentActivity = <RecentPatientActivity key="activity" />;
  const requests = readsInbox && (
    <div key="requests" className="box staff-inbox-box">
      <InboxPanel headingLevel={2} />
    </div>
  );

  return (
    <section className="section portal-page staff-dashboard">
      <title>{`Staff Dashboard | ${practice.name}`}</title>
      <div className="container">
        {/* No button to the requests' page: the top bar's Requests and the New requests tile lead there. */}
        <PortalHeader title="Staff Dashboard" />
        <StaffOverview readsInbox={readsInbox} tabLink={tabLink} />
        <div className="columns is-variable is-5 is-desktop">
          <div className="column is-8-desktop">
            {selected && (
              <Tabs<StaffTabId>
                idPrefix="staff"
                label="Staff tools"
                tabs={tabs}
                selected={selected}
                onSelect={(tab) => chooseTab(tab, () => setParams({ tab }, { replace: true }))}
                className="staff-tabs"
              />
            )}
          </div>
          <aside className="column is-4-desktop staff-aside" aria-label={readsInbox ? 'Recent activity and requests' : 'Recent activity'}>
            {stacked ? [requests, recentActivity] : [recentActivity, requests]}
          </aside>
        </div>
      </div>
    </section>
  );
}
