/**
 * Where the keyboard's focus goes after "Try again" (RetryButton). The failure that held the button
 * may stay while the read is tried again (the button, aria-disabled, keeps the focus), or give way at
 * once to a loading line, and then to what was loaded; each time the focus would fall to the page's
 * body (the next Tab starting again from the top), what now stands in the failure's place takes it:
 * the loading line, then the loaded region's first heading (else its first control, else the region
 * itself), or the button of a failure again. `target`, when given, names what takes it instead once
 * it is there (until then, as without it: a loading line holds the focus; and what was loaded, should
 * the target not come with it). Followed until the focus has landed on what was loaded, or was moved
 * elsewhere.
 */
export function followRetry(box: HTMLElement, target?: () => HTMLElement | null): () => void {
  const parent = box.parentElement;
  const before = box.previousElementSibling;
  const after = box.nextElementSibling;
  const ancestors: HTMLElement[] = [];
  for (let at = parent; at && at !== document.body; at = at.parentElement) ancestors.push(at);
  // What holds the focus for us meanwhile: the failure, then a loading line.
  let held: Element = box;
  let done = false;

  const stop = () => {
    done = true;
    observer.disconnect();
    document.removeEventListener('focusin', moved, true);
    clearTimeout(timer);
  };
  // The focus was put elsewhere (by the user or the screen): not ours to move any more.
  const moved = (event: FocusEvent) => {
    if (event.target instanceof Node && !held.contains(event.target)) stop();
  };
  const take = (element: HTMLElement) => {
    if (!element.hasAttribute('tabindex') && !isFocusable(element)) element.tabIndex = -1;
    held = element;
    element.focus();
  };

  const settle = () => {
    if (done || held.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body) return stop();
    const named = target?.();
    if (named) {
      take(named);
      return stop();
    }
    const there = inPlace();
    if (!there) return;
    if (there.matches('.page-loading')) return take(there);
    const retry = there.matches('[role="alert"]') ? there.querySelector<HTMLElement>('button') : null;
    take(retry ?? focusTargetIn(there));
    stop();
  };

  /** What stands where the failure stood; null while nothing does. */
  const inPlace = (): HTMLElement | null => {
    let there: Element | null;
    if (parent?.isConnected && (!before || before.parentElement === parent)) {
      there = before ? before.nextElementSibling : parent.firstElementChild;
      if (there === after) there = null;
    } else {
      // Its surroundings were drawn anew: the nearest of them still there.
      there = ancestors.find((element) => element.isConnected) ?? null;
    }
    return there instanceof HTMLElement ? there : null;
  };

  const observer = new MutationObserver(settle);
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', moved, true);
  // A read that never settles is not followed for ever.
  const timer = setTimeout(stop, 60_000);
  return stop;
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
