import { useEffect, useRef, useState } from 'react';
import { rarities, type AchievementRecord, type Rarity } from '@pt/contracts';
import { formatDay } from '../shared/dates';
import { practiceDay } from '../shared/practice-day';
import { AchievementIcon } from './AchievementIcon';
import { useMarkAchievementsSeenMutation } from './rewardsEndpoints';

const rarityLabels: Record<Rarity, string> = { common: 'Common', rare: 'Rare', epic: 'Epic', legendary: 'Legendary' };
/** An unknown rarity is treated as common (spec 001). */
export const rarityOf = (rarity: string): Rarity => ((rarities as readonly string[]).includes(rarity) ? (rarity as Rarity) : 'common');

/** The practice day an achievement was unlocked, as people read it. */
export const unlockedOn = (unlockedAt: string) => formatDay(practiceDay(new Date(unlockedAt)));

/**
 * Unlocked achievements: icon, name, description, points, a NEW badge while new (and, `detailed`
 * on the rewards page, rarity and unlock date, as cards in the grid the locked ones share). When the
 * patient's own list has been on screen, the new ones are marked seen; the badges stay until the
 * list is left, so they do not vanish under the reader's eyes.
 */
export function AchievementList({ records, detailed = false, ownList, emptyText, headingLevel = 3 }: { records: AchievementRecord[]; detailed?: boolean; ownList: boolean; emptyText: string; headingLevel?: 3 | 4 }) {
  const list = useRef<HTMLUListElement>(null);
  const [shownAsNew, setShownAsNew] = useState<ReadonlySet<string>>(new Set());
  const [markSeen] = useMarkAchievementsSeenMutation();
  const fresh = records.filter((r) => r.isNew).map((r) => r.id);
  const freshKey = fresh.join(' ');

  useEffect(() => {
    if (!freshKey) return;
    setShownAsNew((known) => (freshKey.split(' ').every((id) => known.has(id)) ? known : new Set([...known, ...freshKey.split(' ')])));
    const element = list.current;
    if (!ownList || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      void markSeen();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [freshKey, ownList, markSeen]);

  if (records.length === 0) return <p className="rewards-empty">{emptyText}</p>;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={`achievement-list${detailed ? ' is-grid' : ''}`} ref={list}>
      {records.map((record) => {
        const { achievement } = record;
        const rarity = rarityOf(achievement.rarity);
        const isNew = record.isNew || shownAsNew.has(record.id);
        return (
          <li key={record.id} className={`achievement-row is-${rarity}`} data-testid="achievement">
            <span className={`achievement-icon is-${rarity}`}>
              <AchievementIcon icon={achievement.icon} />
            </span>
            <div className="achievement-text">
              <Heading className="achievement-name">
                {achievement.name}
                {isNew && <span className="tag is-new">NEW</span>}
              </Heading>
              <p className="achievement-description">{achievement.description}</p>
              {detailed && (
                <p className="achievement-meta">
                  <span className={`tag rarity-tag is-${rarity}`}>{rarityLabels[rarity]}</span>
                  <span className="achievement-date" data-testid="unlocked-on">
                    Unlocked {unlockedOn(record.unlockedAt)}
                  </span>
                </p>
              )}
            </div>
            <span className="achievement-points">+{achievement.points} pts</span>
          </li>
        );
      })}
    </ul>
  );
}

export { rarityLabels };
