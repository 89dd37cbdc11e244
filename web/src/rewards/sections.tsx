import type { ReactNode } from 'react';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';

/** One read of a rewards list: loading, failure with Try again, or its content. */
export function Loaded<T>({ what, query, children }: { what: string; query: { data?: T; error?: unknown; isError: boolean; isLoading: boolean; isFetching: boolean; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  const failed = useFailed(query.isError, query.error);
  if (query.isLoading && !failed) return <PageLoading label={`Loading ${what.toLowerCase()}...`} />;
  if (failed || query.data === undefined) return <LoadFailure what={what} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
