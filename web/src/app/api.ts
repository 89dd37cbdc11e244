import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one RTK Query API slice. Features add their endpoints with `api.injectEndpoints`
 * (public-site/contact, portal, staff/inbox); tags name the read models that live
 * messages patch or invalidate.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Inbox', 'AppointmentTypes'],
  // Cached reads stay fresh for 5 minutes; no refetch on a timer, on focus or on reconnect.
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
