import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { isApiError, serverMessage } from '../api/http-error';

/**
 * Why a read failed, in a sentence: the server's own message, else a plain one by the kind of
 * failure (never the raw "500: {}" of the error).
 */
export function loadFailureReason(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  const status = isApiError(error) ? error.status : undefined;
  if (typeof status === 'number' && status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  if (typeof status === 'number') return 'Please try again.';
  return 'Please check your connection and try again.';
}

/**
 * Whether a read's failure stands: from the moment it failed (`isError`) until a try of it succeeds,
 * so that the failure, its Try again keeping the focus, stays in its place while it tries. RTK Query
 * reports a read tried again as loading (isError false, isLoading true when it has no data) but keeps
 * the entry's `error` until an answer comes: the failure stands while the entry still holds the error
 * it was shown for (a new entry, after the arguments changed, or an older page's failure that was
 * never shown as this one, do not count).
 */
export function useFailed(isError: boolean, error: unknown): boolean {
  const [shown, setShown] = useState<unknown>(isError ? error : undefined);
  if (isError && shown !== error) setShown(error);
  return isError || (error !== undefined && error === shown);
}

/**
 * A read that failed: what could not be loaded, why, and a way to try again. Shown while `useFailed`
 * says so, before any loading line. A try that fails again says why once more (the words are drawn
 * afresh in the alert). `focusAfter`: what takes the focus once it has loaded, when not the first
 * heading or control of what takes the failure's place.
 */
export function LoadFailure({ what, error, retrying, onRetry, focusAfter }: { what: string; error: unknown; retrying: boolean; onRetry: () => void; focusAfter?: () => HTMLElement | null }) {
  const [failures, setFailures] = useState(0);
  const [wasRetrying, setWasRetrying] = useState(retrying);
  if (wasRetrying !== retrying) {
    setWasRetrying(retrying);
    if (!retrying) setFailures((count) => count + 1);
  }
  return (
    <div className="notification is-danger is-light" role="alert">
      <p className="mb-2" key={failures}>
        <strong>{what} could not be loaded.</strong> {loadFailureReason(error)}
      </p>
      <RetryButton retrying={retrying} onRetry={onRetry} focusAfter={focusAfter} />
    </div>
  );
}

/**
 * "Try again" of a failed read. While it tries, the button says so and refuses a second press, but
 * keeps the focus (aria-disabled: a disabled button drops it to the page's body); its failure stays
 * (useFailed). If the try fails, the button is still there, focused. If it succeeds, the failure
 * gives way to what was loaded, and the focus the button had goes to that: `focusAfter` when it
 * names one, else the first heading of what now stands in the failure's place, else its first
 * control, else itself. The failure is the button's nearest `[data-retry-spot]`, else its alert.
 * `describedBy`: the id of what it tries again, when the failure's words do not say it.
 */
export function RetryButton({
  retrying,
  onRetry,
  className = 'button is-small is-danger',
  focusAfter,
  describedBy,
}: {
  retrying: boolean;
  onRetry: () => void;
  className?: string;
  focusAfter?: () => HTMLElement | null;
  describedBy?: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useFocusWhatLoaded(button, focusAfter);
  return (
    <button
      ref={button}
      type="button"
      className={className}
      aria-describedby={describedBy}
      aria-disabled={retrying || undefined}
      aria-busy={retrying || undefined}
      onClick={() => !retrying && onRetry()}
    >
      {retrying ? 'Trying again...' : 'Try again'}
    </button>
  );
}

/** Where a failure stood: its parent and neighbours, and its ancestors should those be drawn anew. */
interface Spot {
  parent: Element | null;
  before: Element | null;
  after: Element | null;
  ancestors: HTMLElement[];
}

/** When the button leaves the page with the focus (its read loaded), hands the focus to what took the failure's place. */
function useFocusWhatLoaded(button: RefObject<HTMLButtonElement | null>, focusAfter?: () => HTMLElement | null) {
  const target = useRef(focusAfter);
  useLayoutEffect(() => {
    target.current = focusAfter;
  });
  const left = useRef<Spot | null>(null);
  // Runs before React takes the button out of the page: whether it has the focus, and where its failure is.
  useLayoutEffect(() => {
    const at = button.current;
    return () => {
      left.current = at && document.activeElement === at ? spotOf(at) : null;
    };
  }, [button]);
  // Runs once the page is drawn without it, what was loaded in its place.
  useEffect(
    () => () => {
      const spot = left.current;
      const active = document.activeElement;
      if (!spot || (active && active !== document.body)) return;
      const there = inPlace(spot);
      const element = target.current?.() ?? (there && focusTargetIn(there));
      if (!element) return;
      if (!element.hasAttribute('tabindex') && !isFocusable(element)) element.tabIndex = -1;
      element.focus();
    },
    [],
  );
}

function spotOf(button: HTMLElement): Spot {
  const box = button.closest<HTMLElement>('[data-retry-spot]') ?? button.closest<HTMLElement>('[role="alert"]') ?? button;
  const ancestors: HTMLElement[] = [];
  for (let at = box.parentElement; at && at !== document.body; at = at.parentElement) ancestors.push(at);
  return { parent: box.parentElement, before: box.previousElementSibling, after: box.nextElementSibling, ancestors };
}

/** What stands where the failure stood, else (nothing there, or its surroundings drawn anew) the nearest of them still there. */
function inPlace({ parent, before, after, ancestors }: Spot): HTMLElement | null {
  if (parent?.isConnected && (!before || before.parentElement === parent)) {
    const there = before ? before.nextElementSibling : parent.firstElementChild;
    if (there instanceof HTMLElement && there !== after) return there;
  }
  return ancestors.find((element) => element.isConnected) ?? null;
}

const focusable = 'a[href], button, input, select, textarea, [tabindex]';

function isFocusable(element: Element): boolean {
  return element.matches(focusable) && !element.matches(':disabled');
}

/** The first heading of what was loaded, else its first control, else itself. */
function focusTargetIn(region: HTMLElement): HTMLElement {
  if (region.matches('h1, h2, h3, h4, h5, h6') || isFocusable(region)) return region;
  const heading = region.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  if (heading) return heading;
  const control = [...region.querySelectorAll<HTMLElement>(focusable)].find((element) => isFocusable(element) && element.tabIndex >= 0);
  return control ?? region;
}
