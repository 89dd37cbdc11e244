import { useEffect, useRef, useState } from 'react';
import { practice, telHref } from '@pt/contracts';
import { CalendarIcon, ExternalIcon } from '../../shared/ui/icons';
import { PageLoading } from '../../shared/ui/PageLoading';
import { initInlineWidget, loadSchedulerScript, schedulerInitDelayMs } from './scheduler-widget';
import type { Visitor } from './scheduling';

type WidgetState = 'loading' | 'loaded' | 'failed';

/** The inline scheduling widget (600px high), with a button fallback when its script cannot load. */
export function SchedulerEmbed({
  url,
  fallbackUrl,
  visitor,
}: {
  /** The scheduling page, already carrying the visitor's details. */
  url: string;
  /** The PT appointment's page, for the fallback button. */
  fallbackUrl: string;
  visitor: Visitor | undefined;
}) {
  const [state, setState] = useState<WidgetState>('loading');
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState('loading');
    loadSchedulerScript().then(
      () => {
        if (cancelled) return;
        setState('loaded');
        timer = setTimeout(() => {
          if (!container.current) return;
          initInlineWidget({
            url,
            parentElement: container.current,
            prefill: visitor && {
              name: visitor.name,
              email: visitor.email,
              firstName: visitor.firstName,
              lastName: visitor.lastName,
            },
          });
        }, schedulerInitDelayMs);
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [url, visitor]);

  if (state === 'failed') {
    return (
      <div className="card scheduler-fallback" data-testid="scheduler-fallback">
        <div className="card-content has-text-centered">
          <span className="scheduler-fallback-icon" aria-hidden="true">
            <CalendarIcon />
          </span>
          <h3 className="title is-5">Book on our scheduling page</h3>
          <p className="mb-4">
            The booking calendar could not be shown here. You can still choose a time on our scheduling page, or call{' '}
            <a href={telHref()}>{practice.phone}</a>.
          </p>
          <a className="button is-primary" href={fallbackUrl} target="_blank" rel="noopener noreferrer">
            <span>Schedule PT Appointment</span>
            <ExternalIcon />
          </a>
        </div>
      </div>
    );
  }

  return (
    <div className="scheduler">
      <div className="scheduler-toolbar">
        <p className="scheduler-hint">Pick a time below, or open the booking page in a new tab.</p>
        <a className="button is-light" href={url} target="_blank" rel="noopener noreferrer">
          <span>Open in New Tab</span>
          <ExternalIcon />
        </a>
      </div>
      {state === 'loading' && <PageLoading label="Loading booking calendar..." />}
      <div
        ref={container}
        className="scheduler-widget"
        data-testid="scheduler-widget"
        style={{ height: 600, display: state === 'loaded' ? undefined : 'none' }}
      />
    </div>
  );
}
