import { levelColour, pointRules, type RewardsSummary } from '@pt/contracts';
import { AnimatedNumber } from './AnimatedNumber';

const days = (n: number) => (n === 1 ? 'day' : 'days');

/** Spec 001's four tiles: Total Points, Current Streak, Level (with its progress bar and colour), Weekly Points. */
export function RewardTiles({ summary }: { summary: RewardsSummary }) {
  const colour = levelColour(summary.level);
  return (
    <ul className="reward-tiles" aria-label="Your rewards at a glance">
      <li className="reward-tile box" data-testid="tile-total-points">
        <p className="reward-tile-label">Total Points</p>
        <p className="reward-tile-value">
          <AnimatedNumber value={summary.totalPoints} />
        </p>
      </li>
      <li className="reward-tile box" data-testid="tile-current-streak">
        <p className="reward-tile-label">Current Streak</p>
        <p className="reward-tile-value">
          <AnimatedNumber value={summary.currentStreak} /> <span className="reward-tile-unit">{days(summary.currentStreak)}</span>
        </p>
      </li>
      <li className={`reward-tile box is-level is-level-${colour}`} data-testid="tile-level" data-colour={colour}>
        <p className="reward-tile-label">Level</p>
        <p className="reward-tile-value">
          <AnimatedNumber value={summary.level} />
        </p>
        <progress className="reward-progress level-progress" value={summary.levelProgress} max={pointRules.perLevel} aria-label="Progress to the next level">
          {summary.levelProgress}%
        </progress>
        <p className="reward-tile-note">
          {summary.levelProgress}/{pointRules.perLevel} to next level
        </p>
      </li>
      <li className="reward-tile box" data-testid="tile-weekly-points">
        <p className="reward-tile-label">Weekly Points</p>
        <p className="reward-tile-value">
          <AnimatedNumber value={summary.weeklyPoints} />
        </p>
      </li>
    </ul>
  );
}
