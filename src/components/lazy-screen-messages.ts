import { catalogue } from '../lib/i18n';

/** What a screen whose code could not load, or that crashed, says (lazy-screen.tsx). */
export const screenLoadMessages = catalogue({
  en: {
    notLoaded: 'This screen could not be loaded.',
    notLoadedOffline: 'This screen is not loaded yet: try again when you are back online.',
    filesGone: 'A new version of the dashboard was installed: reload to get it.',
    reload: 'Reload',
    crashed: 'Something went wrong on this screen.',
  },
  bn: {
    notLoaded: 'এই স্ক্রিনটি লোড করা যায়নি।',
    notLoadedOffline: 'এই স্ক্রিনটি এখনো লোড হয়নি: অনলাইনে ফিরে আবার চেষ্টা করুন।',
    filesGone: 'ড্যাশবোর্ডের নতুন সংস্করণ ইনস্টল হয়েছে: পেতে রিলোড করুন।',
    reload: 'রিলোড করুন',
    crashed: 'এই স্ক্রিনে কিছু একটা সমস্যা হয়েছে।',
  },
});
