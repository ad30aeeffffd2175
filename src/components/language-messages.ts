import { catalogue } from '../lib/i18n';

/** The language switch (account menu and sign-in page). Each language's name is written in itself. */
export const languageMessages = catalogue({
  en: {
    language: 'Language',
    english: 'English',
    bengali: 'বাংলা',
    bengaliDigits: 'Bengali digits (১২৩)',
    notSaved: 'The language could not be saved on your account. Try again.',
  },
  bn: {
    language: 'ভাষা',
    english: 'English',
    bengali: 'বাংলা',
    bengaliDigits: 'বাংলা সংখ্যা (১২৩)',
    notSaved: 'ভাষা আপনার অ্যাকাউন্টে সংরক্ষণ করা যায়নি। আবার চেষ্টা করুন।',
  },
});
