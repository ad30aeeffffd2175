/**
 * What each table measured of its frame when it was last drawn in this browser: its width and the
 * room beside its data columns (checkboxes, row actions). A table starts from it, so that its first
 * draw already shows the columns that fit and its measuring, finding the same, draws nothing again
 * (measured from nothing, every table was drawn twice on opening: a second draw of every row).
 * Layout, not a preference: in localStorage of its own, not in the store (DevTools has no use for it).
 */
export interface TableLayout {
  width: number;
  reserved: number;
}

const KEY = 'shop-admin:table-layout';
const SAVE_AFTER_MS = 500;

let layouts: Record<string, TableLayout> | null = null;
let saving: ReturnType<typeof setTimeout> | undefined;

function stored(): Record<string, TableLayout> {
  if (layouts) return layouts;
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    layouts = parsed && typeof parsed === 'object' ? (parsed as Record<string, TableLayout>) : {};
  } catch {
    layouts = {};
  }
  return layouts;
}

/** The table's frame as last measured in this browser, if it was. */
export function lastTableLayout(tableId: string): TableLayout | undefined {
  const layout = stored()[tableId];
  return layout && Number.isFinite(layout.width) && Number.isFinite(layout.reserved) ? layout : undefined;
}

/** Keeps what the table measured (saved once the measuring settles: a window being resized measures at every frame). */
export function keepTableLayout(tableId: string, layout: TableLayout): void {
  const all = stored();
  const before = all[tableId];
  if (before && before.width === layout.width && before.reserved === layout.reserved) return;
  all[tableId] = layout;
  clearTimeout(saving);
  saving = setTimeout(() => {
    try {
      window.localStorage.setItem(KEY, JSON.stringify(all));
    } catch {
      // Storage full or refused: the next table is measured from nothing, as without it.
    }
  }, SAVE_AFTER_MS);
}
