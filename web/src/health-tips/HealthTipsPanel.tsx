import { useRef, useState } from 'react';
import { type HealthTip } from '@pt/contracts';
import { hasStatus, serverMessage } from '../shared/api/http-error';
import { useStaffAccess } from '../shared/session/staff-access';
import { ConfirmDialog } from '../shared/ui/ConfirmDialog';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { useNotice } from '../shared/ui/notice';
import { PageLoading } from '../shared/ui/PageLoading';
import { useFocusAfterChange, type ListRead } from '../shared/ui/useFocusAfterChange';
import { TipCard } from './TipCard';
import { TipFormDialog } from './TipFormDialog';
import { countTips, tipStatus, type TipFilter } from './tip-status';
import { useHealthTipsQuery, useWithdrawTipMutation } from './tipsEndpoints';
import '../shared/ui/staff-panel.scss';
import './tips.scss';
import { practiceDay } from '../shared/practice-day';

const filters: { id: TipFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'published', label: 'Published' },
  { id: 'scheduled', label: 'Scheduled' },
  { id: 'withdrawn', label: 'Withdrawn' },
];

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

/**
 * A withdrawn tip loses its buttons, the Withdraw button with the focus on it (which then fell to the
 * page's body), and a tip edited out of the filter shown (a published one scheduled) leaves with its
 * Edit button, which the closing dialog gave the focus back to: its title takes the focus; when the
 * filter shown no longer holds it, the title of the card now in its place (the next, else the one
 * before), else the filter's own button.
 */
function useRefocusAfterChange(tips: readonly HealthTip[], shown: readonly HealthTip[], read: ListRead, dialogOpen: boolean) {
  const titles = useRef(new Map<string, HTMLHeadingElement>());
  const filters = useRef<HTMLDivElement>(null);
  const handOff = useFocusAfterChange({
    items: tips,
    shown: shown.map((tip) => tip.id),
    read,
    focusOf: (id) => titles.current.get(id) ?? null,
    fallback: () => filters.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]') ?? null,
    ownItemFirst: true,
    dialogOpen,
  });
  return {
    filters,
    titleOf: (id: string) => (element: HTMLHeadingElement | null) => {
      if (element) titles.current.set(id, element);
      else titles.current.delete(id);
    },
    /** Saved (on this version): once the list shows it withdrawn, or its new version. */
    onChanged: (changed: HealthTip, how: 'withdrawn' | 'edited') => {
      const landed = how === 'withdrawn' ? (tip: HealthTip) => !tip.isActive : (tip: HealthTip) => tip.revision > changed.revision;
      handOff.expect({ id: changed.id, landed: (now) => !now.some((tip) => tip.id === changed.id && !landed(tip)) });
    },
  };
}

/** Health tips management (the page /staff/health-tips): what patients read, what is scheduled, what was withdrawn. */
export function HealthTipsPanel() {
  const { canWrite } = useStaffAccess();
  const list = useHealthTipsQuery();
  const { data, isLoading, isError, error, refetch, isFetching } = list;
  const failed = useFailed(isError, error);
  const [withdrawTip, withdrawing] = useWithdrawTipMutation();
  const notify = useNotice();
  const [filter, setFilter] = useState<TipFilter>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const [toWithdraw, setToWithdraw] = useState<HealthTip | null>(null);
  const today = practiceDay();
  const tips = data ?? [];
  const counts = countTips(tips, today);
  const shown = filter === 'all' ? tips : tips.filter((tip) => tipStatus(tip, today) === filter);
  const edited = editing?.kind === 'edit' ? (tips.find((t) => t.id === editing.id) ?? null) : null;
  const refocus = useRefocusAfterChange(tips, shown, list, toWithdraw !== null || editing !== null);

  async function confirmWithdraw() {
    if (!toWithdraw) return;
    try {
      await withdrawTip({ id: toWithdraw.id, revision: toWithdraw.revision }).unwrap();
      refocus.onChanged(toWithdraw, 'withdrawn');
      notify({ title: 'Tip Withdrawn', description: `“${toWithdraw.title}” is no longer shown to patients.` });
    } catch (failure) {
      const description = hasStatus(failure, 412) ? 'This tip was changed by someone else. The list now shows the latest version.' : (serverMessage(failure) ?? 'Failed to withdraw tip');
      notify({ title: 'Error', description, variant: 'destructive' });
    } finally {
      setToWithdraw(null);
    }
  }

  return (
    // The page's own heading names it (Health Tips): the panel starts with its counts, not a second heading.
    <div className="staff-panel">
      <div className="staff-panel-header">
        {/* The counts are said once the tips are read: while they load, or when they fail, they said 0. */}
        <p className="staff-panel-count" data-testid="tips-count">
          {data && `${counts.published} published · ${counts.scheduled} scheduled`}
        </p>
        {canWrite && (
          <button type="button" className="button is-primary" onClick={() => setEditing({ kind: 'new' })}>
            Write a Tip
          </button>
        )}
      </div>
      <div ref={refocus.filters} className="buttons has-addons tip-filters" role="group" aria-label="Show tips">
        {filters.map((f) => (
          <button key={f.id} type="button" className={`button is-small${filter === f.id ? ' is-primary is-selected' : ''}`} aria-pressed={filter === f.id} onClick={() => setFilter(f.id)}>
            {data ? `${f.label} (${counts[f.id]})` : f.label}
          </button>
        ))}
      </div>
      {failed ? (
        <LoadFailure what="The health tips" error={error} retrying={isFetching} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <PageLoading label="Loading health tips..." />
      ) : shown.length === 0 ? (
        <p className="empty-text">{tips.length === 0 ? 'No health tips yet. Tips you write appear on patients’ dashboards from their publish date.' : 'No tips here.'}</p>
      ) : (
        <ul className="tip-grid">
          {shown.map((tip) => (
            <li key={tip.id}>
              <TipCard tip={tip} today={today} titleRef={refocus.titleOf(tip.id)} onEdit={canWrite ? (t) => setEditing({ kind: 'edit', id: t.id }) : undefined} onWithdraw={canWrite ? setToWithdraw : undefined} />
            </li>
          ))}
        </ul>
      )}
      {editing && (editing.kind === 'new' || edited) && <TipFormDialog tip={edited} onClose={() => setEditing(null)} onSaved={(tip) => refocus.onChanged(tip, 'edited')} />}
      {toWithdraw && (
        <ConfirmDialog
          title="Withdraw tip"
          message={`Withdraw “${toWithdraw.title}”? Patients will no longer see it.`}
          confirmLabel="Withdraw"
          busyLabel="Withdrawing..."
          busy={withdrawing.isLoading}
          onConfirm={() => void confirmWithdraw()}
          onCancel={() => setToWithdraw(null)}
        />
      )}
    </div>
  );
}
