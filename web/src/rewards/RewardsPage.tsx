import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { practice } from '@pt/contracts';
import { LiveIndicator } from '../shared/live/LiveProvider';
import { usePortalUser } from '../shared/session/usePortalUser';
import { PortalHeader } from '../shared/ui/PortalHeader';
import { Tabs } from '../shared/ui/Tabs';
import { AchievementsTab } from './AchievementsTab';
import { DemoModeCard } from './DemoModeCard';
import { LeaderboardList } from './LeaderboardList';
import { LeaderboardPrivacy } from './LeaderboardPrivacy';
import { ProgressTab } from './ProgressTab';
import { RewardTiles } from './RewardTiles';
import { RewardsGate } from './RewardsGate';
import { useLazyOlderSessionsQuery, usePortalFeaturesQuery, useRewardsPatientNameQuery, useSessionsQuery, useWeeklyLeaderboardQuery, type PatientKey, type SessionsPage } from './rewardsEndpoints';
import { historyOf } from './session-history';
import { LoadOlder } from '../shared/ui/LoadOlder';
import { Loaded } from './sections';
import { SessionList } from './SessionList';
import { useChosenTab } from '../shared/useChosenTab';
import './rewards.scss';

const tabIds = ['achievements', 'leaderboard', 'progress', 'history'] as const;
type TabId = (typeof tabIds)[number];
const chosenTab = (value: string | null): TabId => (tabIds as readonly string[]).includes(value ?? '') ? (value as TabId) : 'achievements';

/**
 * /patient-portal/rewards (spec 001 'Rewards page'): the signed-in patient's rewards, or, for staff,
 * those of the patient named by `?patient=` (the server lets a patient read only their own).
 */
export function RewardsPage() {
  const { user } = usePortalUser();
  const [params, setParams] = useSearchParams();
  const isPatient = user.role === 'patient';
  const patientKey: PatientKey | null = params.get('patient') ?? (isPatient ? 'me' : null);
  const [tab, chooseTab] = useChosenTab(chosenTab(params.get('tab')));
  const { data: features } = usePortalFeaturesQuery();
  const selectTab = (id: TabId) =>
    chooseTab(id, () => {
      const next = new URLSearchParams(params);
      next.set('tab', id);
      setParams(next, { replace: true });
    });

  return (
    <section className="section portal-page rewards-page" data-demo-mode={features ? (features.demo ? 'on' : 'off') : 'unknown'}>
      <title>{`Exercise Rewards Dashboard | ${practice.name}`}</title>
      <div className="container">
        <PortalHeader title="Exercise Rewards Dashboard">
          <LiveIndicator />
          <Link to="/patient-portal/dashboard" className="button is-light portal-header-back">
            Back to Dashboard
          </Link>
        </PortalHeader>
        {patientKey === null ? (
          <div className="notification is-info is-light" data-testid="rewards-choose-patient">
            Open a patient from the <Link to="/patient-portal/dashboard?tab=patients">Patients</Link> list to see their rewards.
          </div>
        ) : (
          <>
            {patientKey !== 'me' && <WhoseRewards patientId={patientKey} />}
            <RewardsGate patientKey={patientKey}>
              {(summary) => (
                <>
                  <RewardTiles summary={summary} />
                  {patientKey === 'me' && <DemoModeCard />}
                  <Tabs<TabId>
                    idPrefix="rewards"
                    label="Rewards"
                    selected={tab}
                    onSelect={selectTab}
                    className="rewards-tabs"
                    tabs={[
                      { id: 'achievements', label: 'Achievements', panel: () => <AchievementsTab patientKey={patientKey} summary={summary} /> },
                      { id: 'leaderboard', label: 'Leaderboard', panel: () => <LeaderboardTab own={patientKey === 'me'} /> },
                      { id: 'progress', label: 'Progress', panel: () => <ProgressTab patientKey={patientKey} summary={summary} /> },
                      { id: 'history', label: 'History', panel: () => <HistoryTab patientKey={patientKey} /> },
                    ]}
                  />
                </>
              )}
            </RewardsGate>
          </>
        )}
      </div>
    </section>
  );
}

function WhoseRewards({ patientId }: { patientId: string }) {
  const { data: name } = useRewardsPatientNameQuery(patientId);
  return (
    <p className="rewards-whose subtitle is-5" data-testid="rewards-whose">
      {name ? `Rewards of ${name}` : 'Rewards of a patient'}
    </p>
  );
}

function TabSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rewards-tab">
      <h2 className="title is-5">{title}</h2>
      {children}
    </div>
  );
}

function LeaderboardTab({ own }: { own: boolean }) {
  const query = useWeeklyLeaderboardQuery();
  return (
    <TabSection title="Weekly Leaderboard">
      <div className="columns is-desktop">
        <div className="column is-7-desktop">
          <Loaded what="Leaderboard" query={query}>
            {(entries) => <LeaderboardList entries={entries} />}
          </Loaded>
        </div>
        {own && (
          <div className="column is-5-desktop">
            <div className="box rewards-box">
              <LeaderboardPrivacy />
            </div>
          </div>
        )}
      </div>
    </TabSection>
  );
}

function HistoryTab({ patientKey }: { patientKey: PatientKey }) {
  const query = useSessionsQuery(patientKey);
  return (
    <TabSection title="Exercise Sessions">
      <Loaded what="Sessions" query={query}>
        {(firstPage) => <SessionHistory patientKey={patientKey} firstPage={firstPage} />}
      </Loaded>
    </TabSection>
  );
}

/** Every session (spec 001: "History (all sessions)"): the live first page, and older pages on demand ("Load older sessions"). */
function SessionHistory({ patientKey, firstPage }: { patientKey: PatientKey; firstPage: SessionsPage }) {
  // What was read before: the first page as it was at each "Load older sessions", and the older pages.
  const [readBefore, setReadBefore] = useState<SessionsPage | null>(null);
  const [readOlder, older] = useLazyOlderSessionsQuery();
  const next = readBefore ? readBefore.nextBefore : firstPage.nextBefore;

  async function loadOlder() {
    if (!next) return;
    const page = await readOlder({ patientKey, before: next }, true).unwrap().catch(() => null);
    if (page) setReadBefore((read) => ({ sessions: historyOf(firstPage.sessions, [...(read?.sessions ?? []), ...page.sessions]), nextBefore: page.nextBefore }));
  }

  return (
    <>
      <SessionList sessions={historyOf(firstPage.sessions, readBefore?.sessions ?? [])} />
      <LoadOlder items="sessions" more={Boolean(next)} loading={older.isFetching} failed={older.isError} error={older.error} onLoad={() => void loadOlder()} />
    </>
  );
}

