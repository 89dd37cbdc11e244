import type { HealthTip } from '@pt/contracts';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { upsertNewer } from '../shared/live/positions';
import { publishedTipsApi } from './publishedTipsEndpoints';
import { tipsApi } from './tipsEndpoints';

/** The server's order: newest publish date first, then newest written. */
const tipOrder = (a: HealthTip, b: HealthTip) => (a.publishDate === b.publishDate ? a.createdAt > b.createdAt : a.publishDate > b.publishDate);

const patchTips: LiveHandler<'tip.changed'> = (message, dispatch) => {
  dispatch(
    tipsApi.util.updateQueryData('healthTips', undefined, (draft) => {
      upsertNewer(draft, message.data.tip, message.position, { before: tipOrder });
    }),
  );
};

export function registerTipsLiveUpdates(): void {
  registerLiveHandler('tip.changed', patchTips);
  invalidateOnReconnect(tipsApi.util.invalidateTags(['HealthTip']));
  // A patient's tips: the server decides what is published and what matches, so they are fetched again.
  registerLiveHandler('tip.changed', (_message, dispatch) => void dispatch(publishedTipsApi.util.invalidateTags(['PublishedTip'])));
  invalidateOnReconnect(publishedTipsApi.util.invalidateTags(['PublishedTip']));
}
