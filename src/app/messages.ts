import { catalogue } from '../lib/i18n';

/** The app shell's own text (the replay entry). */
export const appMessages = catalogue({
  en: {
    replayTitle: 'Replay a recorded session',
    replayIntro:
      'Choose a state exported from Redux DevTools (Export). The screen it was recorded on opens here, with its lists, selection and columns, on your own sign-in. Nothing of it is saved in this browser.',
    replayStep: 'Replaying the first {n} recorded actions (from the address).',
    replayFile: 'Recorded state (JSON)',
    replayNotJson: 'That file is not JSON. Choose the file DevTools exported.',
    replayNotARecording: 'That file is not a recorded state from Redux DevTools.',
    replayClose: 'Close',
    replayed: 'Recorded session replayed. Saving in this browser is paused until you reload.',
  },
  bn: {
    replayTitle: 'রেকর্ড করা সেশন আবার চালান',
    replayIntro:
      'Redux DevTools থেকে এক্সপোর্ট (Export) করা একটি স্টেট বেছে নিন। যে স্ক্রিনে এটি রেকর্ড হয়েছিল সেটি তার তালিকা, নির্বাচন ও কলামসহ এখানে খুলবে, আপনার নিজের সাইন ইনে। এর কিছুই এই ব্রাউজারে সংরক্ষণ হয় না।',
    replayStep: 'রেকর্ড করা প্রথম {n}টি অ্যাকশন আবার চালানো হচ্ছে (ঠিকানা অনুযায়ী)।',
    replayFile: 'রেকর্ড করা স্টেট (JSON)',
    replayNotJson: 'ফাইলটি JSON নয়। DevTools যে ফাইল এক্সপোর্ট করেছে সেটি বেছে নিন।',
    replayNotARecording: 'ফাইলটি Redux DevTools-এর রেকর্ড করা স্টেট নয়।',
    replayClose: 'বন্ধ করুন',
    replayed: 'রেকর্ড করা সেশন আবার চালানো হয়েছে। রিলোড না করা পর্যন্ত এই ব্রাউজারে সংরক্ষণ বন্ধ থাকবে।',
  },
});
