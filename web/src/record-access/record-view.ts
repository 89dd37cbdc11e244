import { recordPartLabels, type RecordView } from '@pt/contracts';

/** Newest first; the same moment by id, as the server sorts them. */
export const viewBefore = (a: Pick<RecordView, 'viewedAt' | 'id'>, b: Pick<RecordView, 'viewedAt' | 'id'>) =>
  a.viewedAt > b.viewedAt || (a.viewedAt === b.viewedAt && a.id > b.id);

export const sortViews = (views: readonly RecordView[]) => [...views].sort((a, b) => (viewBefore(a, b) ? -1 : viewBefore(b, a) ? 1 : 0));

const roleLabels: Record<string, string> = { therapist: 'Therapist', admin: 'Administrator', auditor: 'Auditor' };

/** Who opened it: their name and e-mail as their account had them then, and their role. */
export function viewerOf(view: RecordView): { who: string; role: string | null } {
  return { who: view.viewerLabel, role: view.viewerRole ? (roleLabels[view.viewerRole] ?? view.viewerRole) : null };
}

export const partLabel = (view: RecordView) => recordPartLabels[view.part] ?? view.part;

/** How many entries show before 'Show all'. */
export const firstEntries = 20;
