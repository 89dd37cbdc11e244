/** Text-like controls: focusing one on a touch device brings up the on-screen keyboard. */
const typed = 'textarea, input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="number"], input[type="password"], input[type="search"], input[type="url"]';

/** A device driven by a finger (a phone, a tablet): no hover, a coarse pointer. */
export function touchFirst(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(hover: none) and (pointer: coarse)').matches === true;
}

/**
 * Whether a form may focus `control` by itself as it opens. On a touch device a text field that takes
 * the focus opens the keyboard over half of what just opened (a dialog's title and fields, a new
 * message's heading) before the person has read it; there the tap on the field is theirs to make.
 */
export function mayFocusByItself(control: Element | null | undefined): boolean {
  return control != null && !(touchFirst() && control.matches(typed));
}
