import { useCallback } from 'react';
import { useNotice } from '../shared/ui/notice';

/** Copies a report's link, and says so (spec 001: 'Link Copied'; 'Copy Failed' when the browser refuses). */
export function useCopyLink(): (url: string) => Promise<void> {
  const notify = useNotice();
  return useCallback(
    async (url: string) => {
      try {
        await navigator.clipboard.writeText(url);
        notify({ title: 'Link Copied', description: 'The report link is on your clipboard.' });
      } catch {
        notify({ title: 'Copy Failed', description: 'Failed to copy link. Please copy it manually.', variant: 'destructive' });
      }
    },
    [notify],
  );
}
