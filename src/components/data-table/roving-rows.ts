import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** A row of the roving set: `header` (the table's head row) or `row` (a body row or a card, with `data-row-id`). */
export const ROVING_ROW = 'data-roving-row';
const ROW_SELECTOR = `[${ROVING_ROW}]`;
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** The tabindex a control had before its row stopped being the active one ('' = none). */
const SAVED = 'data-roving-tabindex';
/** Rows moved by PageUp / PageDown. */
const PAGE = 10;

const keyOf = (row: HTMLElement) => (row.getAttribute(ROVING_ROW) === 'header' ? 'header' : `row:${row.dataset.rowId ?? ''}`);
const isBodyRow = (row: HTMLElement) => row.getAttribute(ROVING_ROW) === 'row';

function rowsOf(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(ROW_SELECTOR));
}

function setTabIndex(element: HTMLElement, value: string) {
  if (element.getAttribute('tabindex') !== value) element.setAttribute('tabindex', value);
}

/** Takes a control out of the Tab order, remembering its own tabindex (updated when React changed it meanwhile). */
function silence(control: HTMLElement) {
  const own = control.getAttribute('tabindex');
  if (!control.hasAttribute(SAVED) || own !== '-1') control.setAttribute(SAVED, own ?? '');
  setTabIndex(control, '-1');
}

function restore(control: HTMLElement) {
  const saved = control.getAttribute(SAVED);
  if (saved === null) return;
  control.removeAttribute(SAVED);
  if (saved === '') control.removeAttribute('tabindex');
  else control.setAttribute('tabindex', saved);
}

export interface RovingRowsOptions {
  /** Enter on a focused body row: its `data-row-id`. */
  onOpen?: (rowId: string) => void;
}

/**
 * One Tab stop for a whole table (WAI-ARIA's roving tabindex): only the active row is in the Tab
 * order, Tab from it walks its own controls (checkbox, copy buttons, actions) and then leaves the
 * table; the controls of the other rows are out of the Tab order. On a focused row: Arrow Up/Down
 * move between rows (the header row too), Home/End go to the first/last row, PageUp/PageDown move
 * ten rows, Enter opens the row, Space ticks its checkbox. Escape in a row's control returns to
 * the row. Rows are the elements marked `data-roving-row` inside `containerRef`.
 */
export function useRovingRows(containerRef: RefObject<HTMLElement | null>, { onOpen }: RovingRowsOptions) {
  const active = useRef<string | null>(null);
  const openRef = useRef(onOpen);
  useLayoutEffect(() => {
    openRef.current = onOpen;
  });

  const apply = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    const rows = rowsOf(container);
    const current = rows.find((row) => keyOf(row) === active.current) ?? rows.find(isBodyRow) ?? rows[0];
    for (const row of rows) {
      const on = row === current;
      setTabIndex(row, on ? '0' : '-1');
      for (const control of row.querySelectorAll<HTMLElement>(FOCUSABLE)) {
        if (control.closest(ROW_SELECTOR) !== row) continue;
        if (on) restore(control);
        else silence(control);
      }
    }
  }, [containerRef]);

  // After every render (new rows, a new page), and whenever rows or controls come and go.
  useLayoutEffect(apply);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const observer = new MutationObserver(apply);
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex'] });

    const focusRow = (row: HTMLElement) => {
      active.current = keyOf(row);
      apply();
      row.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const row = (event.target as HTMLElement).closest<HTMLElement>(ROW_SELECTOR);
      if (!row || !container.contains(row) || keyOf(row) === active.current) return;
      active.current = keyOf(row);
      apply();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      if (!target.hasAttribute(ROVING_ROW)) {
        const row = target.closest<HTMLElement>(ROW_SELECTOR);
        if (event.key === 'Escape' && row && container.contains(row) && !target.closest('[role="dialog"], [role="menu"], [role="listbox"]')) {
          event.preventDefault();
          row.focus();
        }
        return;
      }
      const rows = rowsOf(container);
      const index = rows.indexOf(target);
      const body = rows.filter(isBodyRow);
      const bodyIndex = body.indexOf(target);
      let next: HTMLElement | undefined;
      switch (event.key) {
        case 'ArrowDown':
          next = rows[index + 1];
          break;
        case 'ArrowUp':
          next = rows[index - 1];
          break;
        case 'Home':
          next = body[0];
          break;
        case 'End':
          next = body.at(-1);
          break;
        case 'PageDown':
          next = body[Math.min(body.length - 1, bodyIndex + PAGE)];
          break;
        case 'PageUp':
          next = body[Math.max(0, bodyIndex - PAGE)];
          break;
        case 'Enter':
          if (isBodyRow(target) && openRef.current && target.dataset.rowId !== undefined) {
            event.preventDefault();
            openRef.current(target.dataset.rowId);
          }
          return;
        case ' ': {
          const checkbox = Array.from(target.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).find(
            (input) => input.closest(ROW_SELECTOR) === target && !input.disabled,
          );
          if (checkbox) {
            event.preventDefault();
            checkbox.click();
          }
          return;
        }
        default:
          return;
      }
      event.preventDefault();
      if (next && next !== target) focusRow(next);
    };
    container.addEventListener('keydown', onKeyDown);
    container.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      container.removeEventListener('keydown', onKeyDown);
      container.removeEventListener('focusin', onFocusIn);
    };
  }, [containerRef, apply]);
}
