import { catalogue } from '../../lib/i18n';

/** The words of a record's drawer (src/components/record), in every language (docs/languages.md). */
export const recordMessages = catalogue({
  en: {
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
  },
  bn: {
    close: 'বন্ধ করুন',
    details: 'বিস্তারিত',
    actions: 'অ্যাকশন',
    history: 'ইতিহাস',
    historyLoading: 'ইতিহাস লোড হচ্ছে...',
    historyEmpty: 'এতে এখনো কিছু করা হয়নি।',
    historyForbidden: 'এই রেকর্ডের ইতিহাস দেখার অনুমতি আপনার নেই।',
    historyFailed: 'ইতিহাস লোড করা যায়নি।',
    showOlder: 'পুরোনোগুলো দেখুন',
    system: 'সিস্টেম',
    noFieldDetails: 'এই এন্ট্রিতে কোনো ফিল্ডের বিবরণ রাখা হয়নি।',
    changedHidden: 'বদলানো হয়েছে (লুকানো)',
    empty: '—',
    notFound: 'এই রেকর্ডটি নেই: লিংকটি ভুল, অথবা এটি মুছে ফেলা হয়েছে।',
    loadFailed: 'রেকর্ডটি লোড করা যায়নি।',
    byAt: '{who} · {when}',
    changeLine: '{field}: {before} → {after}',
  },
});
