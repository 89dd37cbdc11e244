import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** Toasts and notices (spec 000 section 8): one at a time, 5000 ms on screen, dismissable. */
export interface NoticeInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface Notice extends NoticeInput {
  id: number;
}

export const noticeDuration = 5000;

const NoticeContext = createContext<((notice: NoticeInput) => void) | null>(null);

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(1);

  const show = useCallback((input: NoticeInput) => {
    setPaused(false);
    setNotice({ ...input, id: nextId.current++ });
  }, []);

  const dismiss = useCallback(() => setNotice(null), []);

  useEffect(() => {
    if (!notice || paused) return;
    const timer = setTimeout(dismiss, noticeDuration);
    return () => clearTimeout(timer);
  }, [notice, paused, dismiss]);

  return (
    <NoticeContext.Provider value={show}>
      {children}
      <section className="notice-region" aria-label="Notifications">
        {notice && (
          <div
            key={notice.id}
            className={`notice notification ${notice.variant === 'destructive' ? 'is-danger' : 'is-primary-notice'}`}
            role={notice.variant === 'destructive' ? 'alert' : 'status'}
            aria-live={notice.variant === 'destructive' ? 'assertive' : 'polite'}
            aria-atomic="true"
            data-testid="notice"
            data-variant={notice.variant ?? 'default'}
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
          >
            <button type="button" className="delete" aria-label="Dismiss notification" onClick={dismiss} />
            <p className="notice-title">{notice.title}</p>
            {notice.description && <p className="notice-description">{notice.description}</p>}
          </div>
        )}
      </section>
    </NoticeContext.Provider>
  );
}

export function useNotice(): (notice: NoticeInput) => void {
  const show = useContext(NoticeContext);
  if (!show) throw new Error('useNotice must be used within a NoticeProvider');
  return show;
}
