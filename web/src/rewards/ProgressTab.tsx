import type { ChallengeProgress, RewardsSummary } from '@pt/contracts';
import { formatDay } from '../shared/dates';
import { useChallengesQuery, useWeeklyStatsQuery, type PatientKey } from './rewardsEndpoints';
import { Loaded } from './sections';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** How far today's work goes towards a challenge, as shown beside its bar and as read aloud. */
function howFar(c: ChallengeProgress): { shown: string; spoken: string } {
  if (c.targetType === 'perfect') return c.progress >= c.targetValue ? { shown: 'Done', spoken: 'done' } : { shown: 'Not yet', spoken: 'not yet' };
  if (c.targetType === 'minutes') return { shown: `${c.progress} of ${c.targetValue} min`, spoken: `${c.progress} of ${c.targetValue} minutes` };
  return { shown: `${c.progress} of ${c.targetValue}`, spoken: `${c.progress} of ${c.targetValue} ${c.targetValue === 1 ? 'exercise' : 'exercises'}` };
}

/** The Progress tab: Weekly Stats, Streak Information (spec 001) and today's challenges. */
export function ProgressTab({ patientKey, summary }: { patientKey: PatientKey; summary: RewardsSummary }) {
  const stats = useWeeklyStatsQuery(patientKey);
  const challenges = useChallengesQuery(patientKey);
  return (
    <div className="columns is-desktop">
      <div className="column">
        <section className="box rewards-box" aria-labelledby="weekly-stats-title" data-testid="weekly-stats">
          <h3 className="title is-5" id="weekly-stats-title">
            Weekly Stats
          </h3>
          <Loaded what="Weekly stats" query={stats}>
            {(week) => (
              <dl className="reward-facts">
                <div>
                  <dt>Total Sessions</dt>
                  <dd>{week.totalSessions}</dd>
                </div>
                <div>
                  <dt>Exercises Completed</dt>
                  <dd>{week.totalExercises}</dd>
                </div>
                <div>
                  <dt>Total Minutes</dt>
                  <dd>{week.totalMinutes}</dd>
                </div>
                <div>
                  <dt>Perfect Sessions</dt>
                  <dd>{week.perfectSessions}</dd>
                </div>
                <div>
                  <dt>Average Completion</dt>
                  <dd>{Math.round(week.averageCompletion)}%</dd>
                </div>
              </dl>
            )}
          </Loaded>
        </section>
      </div>
      <div className="column">
        <section className="box rewards-box" aria-labelledby="streak-info-title" data-testid="streak-info">
          <h3 className="title is-5" id="streak-info-title">
            Streak Information
          </h3>
          <dl className="reward-facts">
            <div>
              <dt>Current Streak</dt>
              <dd>{days(summary.currentStreak)}</dd>
            </div>
            <div>
              <dt>Personal Best</dt>
              <dd>{days(summary.longestStreak)}</dd>
            </div>
            <div>
              <dt>Last Activity</dt>
              <dd>{summary.lastActivityDate ? formatDay(summary.lastActivityDate) : 'No activity yet'}</dd>
            </div>
          </dl>
        </section>
        <section className="box rewards-box" aria-labelledby="challenges-title" data-testid="daily-challenges">
          <h3 className="title is-5" id="challenges-title">
            Today&apos;s Challenges
          </h3>
          <Loaded what="Challenges" query={challenges}>
            {(list) =>
              list.length === 0 ? (
                <p className="challenge-description" data-testid="no-challenges">
                  No challenges today. Challenges follow your therapist&apos;s plan, and nothing is planned for you today. Rest is part of recovery too.
                </p>
              ) : (
                <ul className="challenge-list">
                  {list.map((c) => (
                    <li key={c.id} className={`challenge-row${c.isCompleted ? ' is-completed' : ''}`} data-testid="challenge">
                      <div className="challenge-head">
                        <span className="challenge-name">{c.name}</span>
                        <span className="challenge-points">{c.isCompleted ? 'Done!' : `+${c.points} pts`}</span>
                      </div>
                      <p className="challenge-description">{c.description}</p>
                      {/* Bulma's columns put the count beside its bar, on a phone too. */}
                      <div className="columns is-mobile is-vcentered is-gapless mt-1 mb-0">
                        <div className="column">
                          <progress className="reward-progress mt-0" value={c.progress} max={c.targetValue} aria-label={`${c.name}: ${howFar(c).spoken}`}>
                            {howFar(c).shown}
                          </progress>
                        </div>
                        <div className="column is-narrow is-size-7 has-text-weight-semibold" aria-hidden="true">
                          <span className="ml-3" data-testid="challenge-count">
                            {howFar(c).shown}
                          </span>
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
              )
            }
          </Loaded>
        </section>
      </div>
    </div>
  );
}
