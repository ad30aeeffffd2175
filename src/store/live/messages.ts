import { catalogue } from '../../lib/i18n';

/** Text of the live view. */
export const liveMessages = catalogue({
  en: {
    soundOn: 'Sound on new orders and wallet-adds: on',
    soundOff: 'Sound on new orders and wallet-adds: off',

    // The holder beside a list being read: new rows wait until the admin asks.
    newRows: '{n} new — Show',
    outOfDate: 'May be out of date — Show',

    // Toasts: one per kind of work, counted when several arrive together.
    newOrder: 'New order #{id}',
    newOrders: '{n} new orders',
    newManualWalletAdd: 'New wallet-add #{id}',
    newManualWalletAdds: '{n} new wallet-adds',
    newAutomatedWalletAdd: 'New automated wallet-add #{id}',
    newAutomatedWalletAdds: '{n} new automated wallet-adds',
    newPhysicalOrder: 'New product order #{id}',
    newPhysicalOrders: '{n} new product orders',
    open: 'Open',
    openName: 'Open {what}',
    show: 'Show',
    showName: 'Show {what}',
  },
  bn: {
    soundOn: 'নতুন অর্ডার ও ওয়ালেট অ্যাডে শব্দ: চালু',
    soundOff: 'নতুন অর্ডার ও ওয়ালেট অ্যাডে শব্দ: বন্ধ',

    newRows: '{n}টি নতুন — দেখুন',
    outOfDate: 'পুরোনো হতে পারে — দেখুন',

    newOrder: 'নতুন অর্ডার #{id}',
    newOrders: '{n}টি নতুন অর্ডার',
    newManualWalletAdd: 'নতুন ওয়ালেট অ্যাড #{id}',
    newManualWalletAdds: '{n}টি নতুন ওয়ালেট অ্যাড',
    newAutomatedWalletAdd: 'নতুন অটোমেটেড ওয়ালেট অ্যাড #{id}',
    newAutomatedWalletAdds: '{n}টি নতুন অটোমেটেড ওয়ালেট অ্যাড',
    newPhysicalOrder: 'নতুন ফিজিক্যাল অর্ডার #{id}',
    newPhysicalOrders: '{n}টি নতুন ফিজিক্যাল অর্ডার',
    open: 'খুলুন',
    openName: '{what} খুলুন',
    show: 'দেখুন',
    showName: '{what} দেখুন',
  },
});
