import type { RewardsChange } from './live';

export interface Toast {
  id: string;
  title: string;
  description: string;
  detail?: string;
  kind: 'session' | 'achievement' | 'level';
}

/** Spec 001's success notices for what a session earned. */
export function toastsFor({ data: { reward } }: RewardsChange): Toast[] {
  const id = reward.sessionEventId;
  const toasts: Toast[] = [{ id: `${id}:session`, kind: 'session', title: 'Exercise Session Recorded!', description: `You earned ${reward.pointsEarned} points!` }];
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
