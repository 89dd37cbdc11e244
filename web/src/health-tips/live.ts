import type { HealthTip } from '@pt/contracts';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { upsertNewer } from '../shared/live/positions';
import { readAgainIfOnItsWay } from '../shared/live/read-again';
import type { RootState } from '../shared/redux';
import { publishedTipsApi } from './publishedTipsEndpoints';
import { tipsApi } from './tipsEndpoints';

/** The server's order: newest publish date first, then newest written. */
const tipOrder = (a: HealthTip, b: HealthTip) => (a.publishDate === b.publishDate ? a.createdAt > b.createdAt : a.publishDate > b.publishDate);

/** A tip written, edited or deleted takes its place in the staff's list (read again if on its way). */
const patchTips: LiveHandler<'tip.changed'> = (message, dispatch) => {
  dispatch((dispatchAgain, getState: () => RootState) => {
    dispatchAgain(
      tipsApi.util.updateQueryData('healthTips', undefined, (draft) => {
        upsertNewer(draft, message.data.tip, message.position, { before: tipOrder });
      }),
    );
    readAgainIfOnItsWay(dispatchAgain, tipsApi.endpoints.healthTips.select()(getState() as never), tipsApi.util.invalidateTags(['HealthTip']));
  });
};

export function registerTipsLiveUpdates(): void {
  registerLiveHandler('tip.changed', patchTips);
  invalidateOnReconnect(tipsApi.util.invalidateTags(['HealthTip']));
  // A patient's tips: the server decides what is published and what matches, so they are fetched again.
  registerLiveHandler('tip.changed', (_message, dispatch) => void dispatch(publishedTipsApi.util.invalidateTags(['PublishedTip'])));
  invalidateOnReconnect(publishedTipsApi.util.invalidateTags(['PublishedTip']));
}
