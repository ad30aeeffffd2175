/** Words of the shared table (DataTable) beyond commonMessages. A second language means a second object of the same shape. */
export const dataTableMessages = {
  /** The phone's sort (its cards have no column headers). */
  sortBy: 'Sort by',
  unsorted: 'Unsorted',
  ascending: '{column}, ascending',
  descending: '{column}, descending',
  /** The cards' list, named for screen readers. */
  rows: 'Rows',
} as const;
