import { useCallback } from 'react';
import { useNotice } from '../shared/ui/notice';

/**
 * Copies a report's link, and says so (spec 001: 'Link Copied'; 'Copy Failed' when the browser
 * refuses, with the link's field, where there is one, selected to copy by hand).
 */
export function useCopyLink(): (url: string, field?: HTMLInputElement | null) => Promise<void> {
  const notify = useNotice();
  return useCallback(
    async (url: string, field?: HTMLInputElement | null) => {
      try {
        await navigator.clipboard.writeText(url);
        notify({ title: 'Link Copied', description: 'The report link is on your clipboard.' });
      } catch {
        field?.focus();
        field?.select();
        notify({ title: 'Copy Failed', description: 'Failed to copy link. Please copy it manually.', variant: 'destructive' });
      }
    },
    [notify],
  );
}
