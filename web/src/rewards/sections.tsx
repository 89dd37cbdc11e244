import type { ReactNode } from 'react';
import { LoadFailure } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';

/** One read of a rewards list: loading, failure with Try again, or its content. */
export function Loaded<T>({ what, query, children }: { what: string; query: { data?: T; error?: unknown; isLoading: boolean; isFetching: boolean; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  if (query.isLoading) return <PageLoading label={`Loading ${what.toLowerCase()}...`} />;
  if (query.error || query.data === undefined) return <LoadFailure what={what} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
