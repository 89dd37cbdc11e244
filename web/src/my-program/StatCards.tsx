import type { DashboardStats } from '@pt/contracts';

/** The four stat cards of the patient dashboard (spec 001), computed by the server from events. */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  const week = stats?.progressThisWeek;
  const cards = [
    { id: 'active', label: 'Active Exercises', value: stats ? String(stats.activeExercises) : '–', detail: 'in your program' },
    { id: 'today', label: 'Completed Today', value: stats ? String(stats.completedToday) : '–', detail: 'exercises done' },
    { id: 'week', label: 'Progress This Week', value: week ? `${week.percent}%` : '–', detail: week ? `${week.completed} of ${week.planned} planned` : 'of planned exercises' },
    { id: 'streak', label: 'Days Streak', value: stats ? String(stats.daysStreak) : '–', detail: stats?.daysStreak === 1 ? 'day in a row' : 'days in a row' },
  ];
  return (
    <ul className="stat-cards" aria-label="Your week at a glance" data-testid="stat-cards" aria-busy={!stats || undefined}>
      {cards.map((card) => (
        <li key={card.id} className="stat-card box" data-testid={`stat-${card.id}`}>
          <p className="stat-label">{card.label}</p>
          <p className="stat-value">{card.value}</p>
          <p className="stat-detail">{card.detail}</p>
        </li>
      ))}
    </ul>
  );
}
