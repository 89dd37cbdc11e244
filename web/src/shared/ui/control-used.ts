import type { Box } from './toast-edge';

/**
 * The control the user used last, where it was then, and when. Toasts keep clear of it (toast-place.ts);
 * a button disabled or removed by its own request has lost the focus by the time its answer shows, so
 * it is remembered from the start, before any toast's code is loaded.
 */
export interface ControlUsed {
  element: HTMLElement;
  box: Box;
  at: number;
}

let lastUsed: ControlUsed | null = null;
const controls = 'button, a[href], input, select, textarea, summary, [role="button"], [tabindex]';

export const boxOf = (element: Element): Box => {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return { top, bottom, left, right };
};

export const lastControlUsed = (): ControlUsed | null => lastUsed;

/** Remembers each control the user uses (a toast's own button is not what they are working on). */
export function rememberControlsUsed(): () => void {
  const remember = (target: EventTarget | null) => {
    const element = target instanceof Element ? target.closest<HTMLElement>(controls) : null;
    if (!element || element.closest('.notice')) return;
    lastUsed = { element, box: boxOf(element), at: Date.now() };
  };
  const onFocus = (event: Event) => remember(event.target);
  const onUse = (event: Event) => remember(document.activeElement !== document.body ? document.activeElement : event.target);
  const events: [string, (event: Event) => void][] = [
    ['focusin', onFocus],
    ['pointerdown', onUse],
    ['click', onUse],
    ['keydown', onUse],
  ];
  for (const [type, listener] of events) document.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of events) document.removeEventListener(type, listener, true);
  };
}
