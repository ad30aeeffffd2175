import { catalogue } from '../../lib/i18n';

/** Words of the shared table (DataTable) beyond commonMessages. */
export const dataTableMessages = catalogue({
  en: {
    /** The phone's sort (its cards have no column headers). */
    sortBy: 'Sort by',
    unsorted: 'Unsorted',
    ascending: '{column}, ascending',
    descending: '{column}, descending',
    /** The cards' list, named for screen readers. */
    rows: 'Rows',
  },
  bn: {
    sortBy: 'সাজান',
    unsorted: 'সাজানো নেই',
    ascending: '{column}, ছোট থেকে বড়',
    descending: '{column}, বড় থেকে ছোট',
    rows: 'সারি',
  },
});
