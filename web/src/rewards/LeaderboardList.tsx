import { useLayoutEffect, useRef } from 'react';
import type { LeaderboardEntry } from '@pt/contracts';
import { AnimatedNumber } from './AnimatedNumber';
import { useReducedMotion } from './motion';

const medals = ['gold', 'silver', 'bronze'] as const;
const medalNames = { gold: 'Gold medal', silver: 'Silver medal', bronze: 'Bronze medal' };

/** A row's streak: "15-day streak", said quietly when there is none. */
export const streakText = (days: number) => (days > 0 ? `${days}-day streak` : 'No streak');

/** A row's identity across reorders: other patients' ids follow their rank, their shown name does not. */
function rowKeys(entries: LeaderboardEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((e) => {
    const name = e.isYou ? 'you' : `${e.patient.firstName} ${e.patient.lastName}`;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name} ${n}`;
  });
}

/**
 * The weekly leaderboard: rank (medals for the top 3), first name and last initial, points, streak
 * days. When the order changes the rows slide to their new places (at once with reduced motion).
 */
export function LeaderboardList({ entries, emptyText = 'Leaderboard will appear once more patients join!' }: { entries: LeaderboardEntry[]; emptyText?: string }) {
  const reduced = useReducedMotion();
  const rows = useRef(new Map<string, HTMLLIElement>());
  const tops = useRef(new Map<string, number>());
  const keys = rowKeys(entries);

  // FLIP: each row starts where it was in the list and slides to where it is now.
  useLayoutEffect(() => {
    const next = new Map<string, number>();
    for (const [key, row] of rows.current) {
      const top = row.offsetTop;
      next.set(key, top);
      const before = tops.current.get(key);
      if (reduced || before === undefined || before === top || typeof row.animate !== 'function') continue;
      row.animate([{ transform: `translateY(${before - top}px)` }, { transform: 'none' }], { duration: 450, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' });
    }
    tops.current = next;
  });

  if (entries.length === 0) return <p className="rewards-empty">{emptyText}</p>;
  return (
    <ol className="leaderboard-list">
      {entries.map((entry, i) => {
        const key = keys[i]!;
        const medal = entry.rank <= 3 ? medals[entry.rank - 1] : undefined;
        const name = `${entry.patient.firstName} ${entry.patient.lastName}`.trim();
        return (
          <li
            key={key}
            ref={(el) => {
              if (el) rows.current.set(key, el);
              else rows.current.delete(key);
            }}
            className={`leaderboard-row${entry.isYou ? ' is-you' : ''}`}
            data-testid="leaderboard-row"
            data-rank={entry.rank}
          >
            <span className={`leaderboard-rank${medal ? ` has-medal is-${medal}` : ''}`}>
              {medal ? (
                <span className="medal" role="img" aria-label={`${medalNames[medal]}, rank ${entry.rank}`}>
                  {entry.rank}
                </span>
              ) : (
                <>
                  <span aria-hidden="true">#{entry.rank}</span>
                  <span className="is-sr-only">Rank {entry.rank}</span>
                </>
              )}
            </span>
            <span className="leaderboard-name">
              {name}
              {entry.isYou && <span className="tag is-you-tag">You</span>}
            </span>
            <span className="leaderboard-points">
              <AnimatedNumber value={entry.points} /> pts
            </span>
            <span className={`leaderboard-streak${entry.streakDays === 0 ? ' is-none' : ''}`}>{streakText(entry.streakDays)}</span>
          </li>
        );
      })}
    </ol>
  );
}
