import type { DashboardStats } from '@pt/contracts';
import { extraText } from './today';

/** Today over the program, from the exercise cards: rounds planned, and rounds done beyond the plan. */
export type ProgramToday = { planned: number; extra: number };

function todayDetail(today: ProgramToday | undefined): string {
  if (!today) return 'exercises done';
  return today.planned === 0 ? 'none planned today' : `of ${today.planned} planned`;
}

/**
 * The four stat cards of the patient dashboard (spec 001), computed by the server from events.
 * Completed Today counts what the plan asked for; extra rounds are shown apart, as extra.
 */
export function StatCards({ stats, today }: { stats: DashboardStats | undefined; today?: ProgramToday }) {
  const week = stats?.progressThisWeek;
  const nothingPlanned = week?.planned === 0;
  const cards: { id: string; label: string; value: string; detail: string; extra?: string | null }[] = [
    { id: 'active', label: 'Active Exercises', value: stats ? String(stats.activeExercises) : '–', detail: 'in your program' },
    { id: 'today', label: 'Completed Today', value: stats ? String(stats.completedToday) : '–', detail: todayDetail(today), extra: extraText(today?.extra ?? 0) },
    {
      id: 'week',
      label: 'Progress This Week',
      value: week && !nothingPlanned ? `${week.percent}%` : '–',
      detail: !week ? 'of planned exercises' : nothingPlanned ? 'No exercises planned yet' : `${week.completed} of ${week.planned} planned`,
    },
    { id: 'streak', label: 'Days Streak', value: stats ? String(stats.daysStreak) : '–', detail: stats?.daysStreak === 1 ? 'day in a row' : 'days in a row' },
  ];
  return (
    <ul className="stat-cards" aria-label="Your week at a glance" data-testid="stat-cards" aria-busy={!stats || undefined}>
      {cards.map((card) => (
        <li key={card.id} className="stat-card box" data-testid={`stat-${card.id}`}>
          <p className="stat-label">{card.label}</p>
          <p className="stat-value">{card.value}</p>
          <p className="stat-detail">{card.detail}</p>
          {card.extra && <p className="stat-detail is-extra">{card.extra}</p>}
        </li>
      ))}
    </ul>
  );
}
