import { useEffect, useMemo, useRef, useState } from 'react';
import { staffRoles, type IntakeFormSummary } from '@pt/contracts';
import { LiveIndicator } from '../shared/live/LiveProvider';
import { usePortalUser } from '../shared/session/usePortalUser';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { LoadOlder } from '../shared/ui/LoadOlder';
import { useNotice } from '../shared/ui/notice';
import { PageLoading } from '../shared/ui/PageLoading';
import { useFocusAfterChange } from '../shared/ui/useFocusAfterChange';
import { IntakeCounters } from './IntakeCounters';
import { IntakeFormDialog, type IntakeDialogTab } from './IntakeFormDialog';
import { IntakeFormList } from './IntakeFormList';
import { countsOf, formsOf, hasOlderForms } from './intake-cache';
import { useIntakeFormsInfiniteQuery } from './intakeReviewEndpoints';
import './intake-review.scss';

/**
 * Intake form management (spec 001): the counters, the list, and the detail dialog with the status
 * buttons. Live: a new form appears with a notice, a change made elsewhere shows at once. Newest
 * first, a page at a time: "Load older forms" adds the next page. The dashboard's Admin Panel tab
 * and /staff/intake both show it; `dialogTabs`: the dialog's tabs from other features (app/ composes them).
 */
export function IntakePanel({ headingLevel = 2, dialogTabs }: { headingLevel?: 2 | 3; dialogTabs?: readonly IntakeDialogTab[] }) {
  const { user } = usePortalUser();
  const list = useIntakeFormsInfiniteQuery();
  const { data, isLoading, isError, error, refetch, isFetching, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = list;
  const [open, setOpen] = useState<IntakeFormSummary | null>(null);
  const now = useMinuteClock();
  const forms = useMemo(() => (data ? formsOf(data) : undefined), [data]);
  const counts = data ? countsOf(data) : undefined;
  const more = data ? hasOlderForms(data) : false;
  // Arrivals are new forms on the first page: an older page brings forms that were there all along.
  const arrived = useArrivals(data?.pages[0]?.forms);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The open form as the list shows it now (it follows live changes); once it has left the list, as the list last showed it.
  const listed = open && forms?.find((f) => f.id === open.id);
  if (listed && listed !== open) setOpen(listed);
  // A failed older page keeps the list: the failure is said where the button was.
  const listFailed = useFailed(isError && !isFetchNextPageError, error);

  const panel = useRef<HTMLElement>(null);
  // The first form's name (the button that opens it), else the words saying there is none.
  const firstForm = () => panel.current?.querySelector<HTMLElement>('.intake-row-open, .intake-empty') ?? null;
  const title = useRef<HTMLHeadingElement>(null);
  const shown = useMemo(() => forms?.map((form) => form.id) ?? [], [forms]);
  const handOff = useFocusAfterChange({
    items: forms ?? [],
    shown,
    read: list,
    focusOf: (id) => panel.current?.querySelector<HTMLElement>(`[data-testid="intake-row"][data-id="${CSS.escape(id)}"] .intake-row-open`) ?? null,
    fallback: () => title.current,
    dialogOpen: open !== null,
  });

  function openForm(form: IntakeFormSummary) {
    arrived.seen(form.id);
    setOpen(form);
    // A form that leaves the list while its dialog is open (the pages read again after new forms came)
    // takes its button with it: the closing dialog cannot give the focus back to it. Looked at once, as
    // the dialog closes, and only if the focus was lost: it goes to the form now in its place (as the
    // list stood when it was last in it), else the list's heading.
    handOff.expect({ id: form.id, landed: () => true });
  }

  return (
    <section ref={panel} className="intake-panel" aria-labelledby="intake-panel-title" data-testid="intake-panel">
      <div className="intake-panel-header">
        <Heading id="intake-panel-title" className="title is-4 mb-0" ref={title} tabIndex={-1}>
          Intake Forms
        </Heading>
        <LiveIndicator />
      </div>

      {isLoading && !listFailed ? (
        <PageLoading label="Loading intake forms..." />
      ) : listFailed || !forms || !counts ? (
        // Once loaded, the focus goes to the first form (as the requests' list does), past the counters.
        <LoadFailure what="The intake forms" error={error} retrying={isFetching} onRetry={() => void refetch()} focusAfter={firstForm} />
      ) : (
        <>
          <IntakeCounters counts={counts} />
          {forms.length === 0 ? (
            <p className="intake-empty">No intake forms yet. New forms appear here the moment patients send them.</p>
          ) : (
            <IntakeFormList forms={forms} now={now} arrived={arrived.ids} onOpen={openForm} />
          )}
          <LoadOlder items="forms" more={more} loading={isFetchingNextPage} failed={isFetchNextPageError} error={error} onLoad={() => void fetchNextPage()} />
        </>
      )}
      {open && (
        <IntakeFormDialog
          key={open.id}
          form={open}
          canChange={staffRoles.includes(user.role)}
          extraTabs={dialogTabs}
          onClose={() => setOpen(null)}
          // A form still listed is shown as the list has it; one that left it takes the change here.
          onChanged={(change) => setOpen((shown) => shown && { ...shown, ...change })}
        />
      )}
    </section>
  );
}

/** Forms that arrived while the panel was open: a notice for each, and a mark until opened. */
function useArrivals(forms: readonly IntakeFormSummary[] | undefined) {
  const known = useRef<Set<string> | null>(null);
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const notify = useNotice();

  useEffect(() => {
    if (!forms) return;
    if (known.current === null) {
      known.current = new Set(forms.map((f) => f.id));
      return;
    }
    const fresh = forms.filter((f) => !known.current!.has(f.id));
    if (fresh.length === 0) return;
    for (const form of fresh) known.current.add(form.id);
    setIds((current) => new Set([...current, ...fresh.map((f) => f.id)]));
    const [first] = fresh;
    notify({
      title: fresh.length === 1 ? 'New intake form' : `${fresh.length} new intake forms`,
      description: fresh.length === 1 ? `${first!.fullName} just sent an intake form.` : 'New intake forms just arrived.',
    });
  }, [forms, notify]);

  return {
    ids,
    seen: (id: string) =>
      setIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      }),
  };
}

/** The current time, updated every minute so relative times stay right. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
