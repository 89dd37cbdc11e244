import { achievements as allAchievements, type RewardsSummary } from '@pt/contracts';
import { AchievementIcon } from './AchievementIcon';
import { AchievementList, rarityLabels } from './AchievementList';
import { progressToward } from './achievement-progress';
import { useAchievementsQuery, type PatientKey } from './rewardsEndpoints';
import { Loaded } from './sections';

/**
 * The rewards page's Achievements tab (spec 001: all, with rarity and points): the unlocked ones with
 * their unlock date, then those still to unlock, in the same grid of cards; a locked one shows how far
 * the patient is toward it when the rewards summary already says so.
 */
export function AchievementsTab({ patientKey, summary }: { patientKey: PatientKey; summary: RewardsSummary }) {
  const query = useAchievementsQuery(patientKey);
  return (
    <div className="rewards-tab">
      <h2 className="title is-5">Achievements</h2>
      <Loaded what="Achievements" query={query}>
        {(records) => {
          const unlocked = new Set(records.map((r) => r.achievement.name));
          const locked = allAchievements.filter((a) => !unlocked.has(a.name));
          return (
            <>
              <AchievementList records={records} detailed ownList={patientKey === 'me'} emptyText="Complete exercises to unlock achievements!" />
              {locked.length > 0 && (
                <>
                  <h3 className="title is-6 still-to-unlock">Still to unlock</h3>
                  <ul className="achievement-list is-grid is-locked">
                    {locked.map((a) => {
                      const progress = progressToward(a, summary);
                      return (
                        <li key={a.id} className="achievement-row is-locked" data-testid="locked-achievement">
                          <span className="achievement-icon">
                            <AchievementIcon icon={a.icon} />
                          </span>
                          <div className="achievement-text">
                            <p className="achievement-name">{a.name}</p>
                            <p className="achievement-description">{a.description}</p>
                            <p className="achievement-meta">
                              <span className={`tag rarity-tag is-${a.rarity}`}>{rarityLabels[a.rarity]}</span>
                            </p>
                            {progress && (
                              <div className="achievement-progress" data-testid="achievement-progress">
                                <progress className="reward-progress" value={progress.value} max={progress.target} aria-label={`Progress toward ${a.name}`} />
                                <span className="achievement-progress-text">{progress.text}</span>
                              </div>
                            )}
                          </div>
                          <span className="achievement-points">+{a.points} pts</span>
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
