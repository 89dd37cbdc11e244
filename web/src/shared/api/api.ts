import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one RTK Query API slice. Each feature adds its endpoints with `api.injectEndpoints` and its
 * own cache tags with `api.enhanceEndpoints({ addTagTypes })`; tags name the read models that
 * live messages patch or invalidate.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  // Cached reads stay fresh for 5 minutes; no refetch on a timer, on focus or on reconnect.
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
