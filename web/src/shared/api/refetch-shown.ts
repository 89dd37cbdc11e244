import { api } from './api';
import type { AppDispatch, RootState } from '../redux';

type Refetchable = { initiate(arg: unknown, options: { subscribe: false; forceRefetch: true }): unknown };

/**
 * Fetches again the reads of `tags` that have an answer which may be stale (after a live room is
 * joined). A read that failed stays as it is, with its Try again: fetching it here only repeated its
 * retries (a failing read of the exercises took 6 requests and 6.6 s to say so). A read still under
 * way is fetched again once it has succeeded, as its answer may predate the room.
 */
export const refetchShown =
  (tags: readonly string[]) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const endpoints = api.endpoints as unknown as Record<string, Refetchable>;
    const reads = api.util.selectInvalidatedBy(getState(), tags as never[]);
    await Promise.all(
      reads.map(async ({ endpointName, originalArgs, queryCacheKey }) => {
        const statusNow = () => getState().api.queries[queryCacheKey]?.status;
        if (statusNow() === 'pending') await dispatch(api.util.getRunningQueryThunk(endpointName as never, originalArgs as never));
        if (statusNow() !== 'fulfilled') return;
        await dispatch(endpoints[endpointName]!.initiate(originalArgs, { subscribe: false, forceRefetch: true }) as never);
      }),
    );
  };
