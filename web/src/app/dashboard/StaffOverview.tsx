import { Link } from 'react-router-dom';
import { weekStart } from '@pt/contracts';
import { useExerciseLibraryQuery } from '../../exercise-library/libraryEndpoints';
import { countTips } from '../../health-tips/tip-status';
import { useHealthTipsQuery } from '../../health-tips/tipsEndpoints';
import { usePatientsQuery } from '../../patients/patientsEndpoints';
import { newCountOf } from '../../staff-inbox/inbox-cache';
import { usePendingRecommendationsQuery } from '../../recommendations/recommendationsEndpoints';
import { useInboxInfiniteQuery } from '../../staff-inbox/inboxEndpoints';
import type { StaffTabId } from './staff-sections';
import { practiceDay } from '../../shared/practice-day';

interface Tile {
  label: string;
  value: number | undefined;
  detail: string;
  to: string;
}

/** The counts at the top of the staff dashboard, each a way into its screen. */
export function StaffOverview({ readsInbox, tabLink }: { readsInbox: boolean; tabLink: (tab: StaffTabId) => string }) {
  const patients = usePatientsQuery('');
  const library = useExerciseLibraryQuery();
  const tips = useHealthTipsQuery();
  const pending = usePendingRecommendationsQuery();
  const inbox = useInboxInfiniteQuery('all', { skip: !readsInbox });
  const today = practiceDay();
  const monday = weekStart(today);
  const addedThisWeek = (patients.data ?? []).filter((p) => practiceDay(new Date(p.createdAt)) >= monday).length;
  const tipCounts = countTips(tips.data ?? [], today);

  const tiles: Tile[] = [
    { label: 'Patients', value: patients.data?.length, detail: `${addedThisWeek} new this week`, to: tabLink('patients') },
    ...(readsInbox ? [{ label: 'New requests', value: inbox.data ? newCountOf(inbox.data) : undefined, detail: 'to handle', to: '/staff/inbox' }] : []),
    { label: 'To review', value: pending.data?.recommendations.length, detail: 'exercise recommendations', to: '/staff/recommendations' },
    { label: 'Exercises', value: library.data?.length, detail: 'in the library', to: tabLink('exercise-library') },
    { label: 'Health tips', value: tips.data ? tipCounts.published : undefined, detail: `published, ${tipCounts.scheduled} scheduled`, to: '/staff/health-tips' },
  ];

  return (
    <ul className="staff-overview" aria-label="Overview">
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Link to={tile.to} className="stat-tile" data-testid="stat-tile" data-label={tile.label}>
            <span className="stat-label">{tile.label}</span>
            <span className="stat-value">{tile.value ?? '—'}</span>
            <span className="stat-detail">{tile.detail}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
