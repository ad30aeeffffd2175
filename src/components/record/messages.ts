/** The words of a record's drawer (src/components/record). A second language means a second object of the same shape. */
export const recordMessages = {
  close: 'Close',
  details: 'Details',
  actions: 'Actions',
  history: 'History',
  historyLoading: 'Loading the history...',
  historyEmpty: 'Nothing has been done to it yet.',
  historyForbidden: "You cannot see this record's history.",
  historyFailed: 'The history could not be loaded.',
  showOlder: 'Show older',
  system: 'System',
  /** An entry recorded before the audit kept the fields a change made. */
  noFieldDetails: 'No field details were recorded for this entry.',
  /** A secret field that changed (a password): never its values. */
  changedHidden: 'changed (hidden)',
  empty: '—',
  notFound: 'This record does not exist: the link is wrong, or it was deleted.',
  loadFailed: 'The record could not be loaded.',
  /** `{who} · {when}` heading an entry. */
  byAt: '{who} · {when}',
  changeLine: '{field}: {before} → {after}',
} as const;
