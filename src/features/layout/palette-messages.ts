import { catalogue } from '../../lib/i18n';

export const paletteMessages = catalogue({
  en: {
    /** The app bar's button and the dialog's name. */
    search: 'Search',
    /** The button's tooltip: how to open it from the keyboard. */
    searchHint: 'Search screens, orders, customers and wallet-adds (Ctrl+K)',
    placeholder: 'Go to a screen, or find an order, customer or wallet-add by id, phone, player id or transaction id',
    screens: 'Screens',
    orders: 'Top-up orders',
    physicalOrders: 'Physical orders',
    customers: 'Customers',
    walletAdds: 'Wallet-adds',
    searching: 'Searching…',
    nothingFound: 'Nothing found.',
    searchFailed: 'The search did not answer: {error}',
    keysHint: '↑ ↓ to choose, Enter to open, Esc to close',
  },
  bn: {
    search: 'খুঁজুন',
    searchHint: 'স্ক্রিন, অর্ডার, গ্রাহক ও ওয়ালেট অ্যাড খুঁজুন (Ctrl+K)',
    placeholder: 'কোনো স্ক্রিনে যান, অথবা আইডি, ফোন, প্লেয়ার আইডি বা ট্রানজ্যাকশন আইডি দিয়ে অর্ডার, গ্রাহক বা ওয়ালেট অ্যাড খুঁজুন',
    screens: 'স্ক্রিন',
    orders: 'টপ-আপ অর্ডার',
    physicalOrders: 'ফিজিক্যাল অর্ডার',
    customers: 'গ্রাহক',
    walletAdds: 'ওয়ালেট অ্যাড',
    searching: 'খোঁজা হচ্ছে…',
    nothingFound: 'কিছু পাওয়া যায়নি।',
    searchFailed: 'খোঁজার কোনো উত্তর আসেনি: {error}',
    keysHint: '↑ ↓ দিয়ে বেছে নিন, Enter দিয়ে খুলুন, Esc দিয়ে বন্ধ করুন',
  },
});
