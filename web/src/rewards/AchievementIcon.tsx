import type { ReactNode } from 'react';
import { achievementIcons, type AchievementIcon as IconName } from '@pt/contracts';

const circle = (cx: number, cy: number, r: number) => <circle cx={cx} cy={cy} r={r} />;

/** The spec's achievement icons as line drawings (the same style as the site's other icons). */
const drawings: Record<IconName, ReactNode> = {
  Trophy: (
    <>
      <path d="M6 9H4.5a2.5 2.5 0 0 1 0-5H6M18 9h1.5a2.5 2.5 0 0 0 0-5H18M4 22h16" />
      <path d="M10 14.66V17c0 .55-.47.98-.97 1.21C7.85 18.75 7 20.24 7 22M14 14.66V17c0 .55.47.98.97 1.21C16.15 18.75 17 20.24 17 22" />
      <path d="M18 2H6v7a6 6 0 0 0 12 0V2Z" />
    </>
  ),
  Target: (
    <>
      {circle(12, 12, 10)}
      {circle(12, 12, 6)}
      {circle(12, 12, 2)}
    </>
  ),
  Star: <path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z" />,
  Flame: <path d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z" />,
  Award: (
    <>
      {circle(12, 8, 6)}
      <path d="M15.48 12.89 17 22l-5-3-5 3 1.52-9.11" />
    </>
  ),
  Calendar: (
    <>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </>
  ),
  TrendingUp: <path d="M22 7l-8.5 8.5-5-5L2 17M16 7h6v6" />,
  Activity: <path d="M22 12h-4l-3 9L9 3l-3 9H2" />,
  CheckCircle: <path d="M22 11.08V12a10 10 0 1 1-5.93-9.14M22 4 12 14.01l-3-3" />,
  Medal: (
    <>
      <path d="M7.21 15 2.66 7.14a2 2 0 0 1 .13-2.2L4.4 2.8A2 2 0 0 1 6 2h12a2 2 0 0 1 1.6.8l1.6 2.14a2 2 0 0 1 .14 2.2L16.79 15M11 12 5.12 2.2M13 12l5.88-9.8M8 7h8" />
      {circle(12, 17, 5)}
    </>
  ),
  Play: <path d="M6 3l14 9-14 9V3z" />,
  Crown: <path d="M2 4l3 12h14l3-12-6 7-4-7-4 7-6-7zM5 20h14" />,
  Zap: <path d="M13 2 3 14h9l-1 8 10-12h-9l1-8z" />,
  Clock: (
    <>
      {circle(12, 12, 10)}
      <path d="M12 6v6l4 2" />
    </>
  ),
  Sunrise: <path d="M12 2v8M4.93 10.93l1.41 1.41M2 18h2M20 18h2M19.07 10.93l-1.41 1.41M22 22H2M8 6l4-4 4 4M16 18a4 4 0 0 0-8 0" />,
};

/** An achievement's icon; an unknown icon shows Star (spec 001). Decorative: the name is beside it. */
export function AchievementIcon({ icon, size = 24 }: { icon: string; size?: number }) {
  const name = (achievementIcons as readonly string[]).includes(icon) ? (icon as IconName) : 'Star';
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" data-icon={name}>
      {drawings[name]}
    </svg>
  );
}
