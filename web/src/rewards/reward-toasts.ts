import { addDays } from '@pt/contracts';
import { formatDay } from '../shared/dates';
import { practiceDay } from '../shared/practice-day';
import type { RewardsChange } from './live';

export interface Toast {
  id: string;
  title: string;
  description: string;
  detail?: string;
  kind: 'session' | 'achievement' | 'level';
}

/**
 * The session's own toast: spec 001's for a session of today; a day closed later (right after the
 * practice's midnight, or when the patient comes back) says whose day it was instead of pretending a
 * session was just recorded.
 */
function sessionToast(id: string, date: string, points: number, today: string): Toast {
  if (!(date < today)) return { id, kind: 'session', title: 'Exercise Session Recorded!', description: `You earned ${points} points!` };
  // Within the last week a weekday names the day; older ones are named by their date.
  const day = date >= addDays(today, -6) ? formatDay(date, 'EEEE') : formatDay(date, 'MMM d');
  return { id, kind: 'session', title: `${day}'s Session Recorded`, description: `You earned ${points} points for ${formatDay(date, 'EEEE, MMM d')}.` };
}

/** Spec 001's success notices for what a session earned (`today`: the practice's); none for a change that does not say (staff's). */
export function toastsFor({ data: { reward } }: RewardsChange, today: string = practiceDay()): Toast[] {
  if (!reward) return [];
  const id = reward.sessionEventId;
  const toasts: Toast[] = [sessionToast(`${id}:session`, reward.date, reward.pointsEarned, today)];
  if (reward.achievements.length > 0) {
    toasts.push({
      id: `${id}:achievements`,
      kind: 'achievement',
      title: 'Achievement Unlocked!',
      description: `You unlocked ${reward.achievements.length} new achievement(s)!`,
      detail: reward.achievements.map((a) => a.achievement.name).join(', '),
    });
  }
  if (reward.levelUp) toasts.push({ id: `${id}:level`, kind: 'level', title: 'Level Up!', description: 'Congratulations on reaching a new level!', detail: `You are now level ${reward.level}.` });
  return toasts;
}
