import { Link } from 'react-router-dom';
import { weekStart } from '@pt/contracts';
import { useExerciseLibraryQuery } from '../../exercise-library/libraryEndpoints';
import { countTips } from '../../health-tips/tip-status';
import { useHealthTipsQuery } from '../../health-tips/tipsEndpoints';
import { usePatientsQuery } from '../../patients/patientsEndpoints';
import { newCountOf } from '../../staff-inbox/inbox-cache';
import { usePendingRecommendationsCountQuery } from '../../recommendations/recommendationsEndpoints';
import { useInboxInfiniteQuery } from '../../staff-inbox/inboxEndpoints';
import type { StaffTabId } from './staff-sections';
import { practiceDay } from '../../shared/practice-day';
import { RetryButton } from '../../shared/ui/LoadFailure';

/** What a tile needs of its query. */
interface TileQuery {
  /** Kept while the read is tried again: the failed tile stays until an answer comes. */
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface Tile {
  label: string;
  /** Undefined until the data is there: then no detail either. */
  value: number | undefined;
  detail: string | undefined;
  to: string;
  query: TileQuery;
}

/**
 * The counts at the top of the staff dashboard, each a way into its screen; a count that failed says
 * so and offers Try again (RetryButton: its focus goes to the tile that loads).
 */
export function StaffOverview({ readsInbox, tabLink }: { readsInbox: boolean; tabLink: (tab: StaffTabId) => string }) {
  const patients = usePatientsQuery('');
  const library = useExerciseLibraryQuery();
  const tips = useHealthTipsQuery();
  const pending = usePendingRecommendationsCountQuery();
  const inbox = useInboxInfiniteQuery('all', { skip: !readsInbox });
  const today = practiceDay();
  const monday = weekStart(today);

  const tiles: Tile[] = [
    {
      label: 'Patients',
      value: patients.data?.length,
      detail: patients.data && `${patients.data.filter((p) => practiceDay(new Date(p.createdAt)) >= monday).length} new this week`,
      to: tabLink('patients'),
      query: patients,
    },
    ...(readsInbox ? [{ label: 'New requests', value: inbox.data ? newCountOf(inbox.data) : undefined, detail: 'to handle', to: '/staff/inbox', query: inbox }] : []),
    { label: 'To review', value: pending.data, detail: 'exercise recommendations', to: '/staff/recommendations', query: pending },
    { label: 'Exercises', value: library.data?.length, detail: 'in the library', to: tabLink('exercise-library'), query: library },
    {
      label: 'Health tips',
      value: tips.data ? countTips(tips.data, today).published : undefined,
      detail: tips.data && `published, ${countTips(tips.data, today).scheduled} scheduled`,
      to: '/staff/health-tips',
      query: tips,
    },
  ];

  return (
    <ul className="staff-overview" aria-label="Overview">
      {tiles.map((tile) => (
        <li key={tile.label}>{tile.value === undefined && tile.query.error !== undefined ? <FailedTile tile={tile} /> : <CountTile tile={tile} />}</li>
      ))}
    </ul>
  );
}

function CountTile({ tile }: { tile: Tile }) {
  const loaded = tile.value !== undefined;
  return (
    <Link to={tile.to} className="stat-tile" data-testid="stat-tile" data-label={tile.label} aria-busy={!loaded || undefined}>
      <span className="stat-label">{tile.label}</span>
      <span className="stat-value">{loaded ? tile.value : '—'}</span>
      {loaded && <span className="stat-detail">{tile.detail}</span>}
    </Link>
  );
}

/**
 * Not a link: it holds its Try again. Kept while it tries (aria-disabled, the button keeps the focus);
 * the tile that then takes its place in the list item, a link, takes the focus (RetryButton).
 */
function FailedTile({ tile }: { tile: Tile }) {
  const labelId = `stat-${tile.label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="stat-tile is-failed" data-testid="stat-tile" data-label={tile.label} role="group" aria-labelledby={labelId} data-retry-spot>
      <span className="stat-label" id={labelId}>
        {tile.label}
      </span>
      <span className="stat-failure">Couldn't load</span>
      <RetryButton className="button is-small is-light stat-retry" describedBy={labelId} retrying={tile.query.isFetching} onRetry={() => void tile.query.refetch()} />
    </div>
  );
}
