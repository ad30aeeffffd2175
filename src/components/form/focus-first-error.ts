/** What can take focus inside a field's box (`data-field`): its input, select, switch, or button. */
const FOCUSABLE = 'input:not([type="hidden"]):not([hidden]), textarea, [role="combobox"], [contenteditable="true"], button, [tabindex]:not([tabindex="-1"])';

/** The field's box (`data-field`) inside `container`. */
const fieldBox = (container: HTMLElement, name: string) => container.querySelector<HTMLElement>(`[data-field="${name}"]`);

/** The form shows a field of this name (its errors have somewhere to appear). */
export function hasField(container: HTMLElement, name: string): boolean {
  return fieldBox(container, name) !== null;
}

/**
 * Scrolls to the first field (in the page's order) that shows an error and focuses it, so an
 * error below the fold of a long form is not missed. Fields mark their box with `data-field`.
 */
export function focusFirstError(container: HTMLElement, names: readonly string[]): void {
  const boxes = names
    .map((name) => fieldBox(container, name))
    .filter((box): box is HTMLElement => box !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = boxes[0];
  if (!first) return;
  const target = first.querySelector<HTMLElement>(FOCUSABLE) ?? first;
  // jsdom has no scrollIntoView.
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
}
