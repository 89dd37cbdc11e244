import { createContext } from 'react';

export interface NoticeInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** A toast that waits its turn: news that follows what the user did (the rewards' toasts). */
export interface QueuedNoticeInput extends NoticeInput {
  /** A further line in bold (the achievements' names, the new level). */
  detail?: string;
  /** Its look (in place of the notice's) and its test id. */
  className?: string;
  testId?: string;
}

/** What the toasts' view (NoticeRegion.tsx) reads of the queue kept by notice.tsx. */
export interface Notice extends QueuedNoticeInput {
  id: number;
  /** The answer to what the user just did: shown at once (see notice.tsx). */
  answer: boolean;
}

export interface NoticeView {
  notice: Notice | null;
  /** How many wait their turn after it. */
  waiting: number;
  dismiss(id: number): void;
  setPaused(id: number | null): void;
  /** The outlet the toasts show in: the latest open modal dialog's, or null for the page's stack. */
  host: string | null;
  addHost(id: string): void;
  removeHost(id: string): void;
}

export const NoticeViewContext = createContext<NoticeView | null>(null);
