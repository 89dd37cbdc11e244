import { Link } from 'react-router-dom';
import { AchievementList } from './AchievementList';
import { LeaderboardList } from './LeaderboardList';
import { RewardTiles } from './RewardTiles';
import { RewardsGate } from './RewardsGate';
import { useAchievementsQuery, useSessionsQuery, useWeeklyLeaderboardQuery, type PatientKey } from './rewardsEndpoints';
import { Loaded } from './sections';
import { SessionList } from './SessionList';
import './rewards.scss';

/** Spec 001's previews. */
export const previews = { leaderboard: 5, achievements: 3, sessions: 5 } as const;

export const rewardsPageLink = (patientKey: PatientKey) => (patientKey === 'me' ? '/patient-portal/rewards' : `/patient-portal/rewards?patient=${encodeURIComponent(patientKey)}`);

/**
 * The dashboard's rewards tab (spec 001 'Rewards panel'): the four tiles, then the first 3
 * achievements, the first 5 of the weekly leaderboard and the 5 latest sessions, and a link to the
 * rewards page. `patientId` is `me` (the signed-in patient, the default) or a patient id (staff).
 */
export function RewardsPanel({ patientId = 'me' }: { patientId?: PatientKey }) {
  return (
    <section className="rewards-panel" aria-labelledby="rewards-panel-title" data-testid="rewards-panel">
      <h2 className="title is-4" id="rewards-panel-title">
        Rewards
      </h2>
      <RewardsGate patientKey={patientId}>
        {(summary) => (
          <>
            <RewardTiles summary={summary} />
            <PanelLists patientKey={patientId} />
            <p className="rewards-more">
              <Link to={rewardsPageLink(patientId)} className="button is-primary is-outlined">
                View all rewards
              </Link>
            </p>
          </>
        )}
      </RewardsGate>
    </section>
  );
}

function PanelLists({ patientKey }: { patientKey: PatientKey }) {
  const achievements = useAchievementsQuery(patientKey);
  const leaderboard = useWeeklyLeaderboardQuery();
  const sessions = useSessionsQuery(patientKey);
  return (
    <div className="columns is-desktop rewards-previews">
      <div className="column">
        <div className="box rewards-box">
          <h3 className="title is-5">Recent Achievements</h3>
          <Loaded what="Achievements" query={achievements}>
            {(records) => <AchievementList records={records.slice(0, previews.achievements)} ownList={patientKey === 'me'} headingLevel={4} emptyText="Complete exercises to unlock achievements!" />}
          </Loaded>
        </div>
      </div>
      <div className="column">
        <div className="box rewards-box">
          <h3 className="title is-5">Weekly Leaderboard</h3>
          <Loaded what="Leaderboard" query={leaderboard}>
            {(entries) => <LeaderboardList entries={entries.slice(0, previews.leaderboard)} />}
          </Loaded>
        </div>
      </div>
      <div className="column">
        <div className="box rewards-box">
          <h3 className="title is-5">Recent Exercise Sessions</h3>
          <Loaded what="Sessions" query={sessions}>
            {(page) => <SessionList sessions={page.sessions.slice(0, previews.sessions)} />}
          </Loaded>
        </div>
      </div>
    </div>
  );
}
