import { catalogue } from '../../lib/i18n';

export const topupPaymentMethodMessages = catalogue({
  en: {
    listTitle: 'Top-up payment methods',
    logo: 'Logo',
    name: 'Name',
    status: 'Status',
    // The row buttons (and the confirm button of inactivating).
    activate: 'Active',
    inactivate: 'Inactive',
    inactivateQuestion: 'Customers will no longer be offered {name} to pay for top-ups.',
    activating: 'Activating payment method...',
    inactivating: 'Inactivating payment method...',
    activated: 'Payment method activated successfully',
    inactivated: 'Payment method inactivated successfully',
  },
  bn: {
    listTitle: 'টপ-আপ পেমেন্ট মাধ্যম',
    logo: 'লোগো',
    name: 'নাম',
    status: 'অবস্থা',
    activate: 'সক্রিয় করুন',
    inactivate: 'নিষ্ক্রিয় করুন',
    inactivateQuestion: 'গ্রাহকরা টপ-আপের দাম দিতে আর {name} বেছে নিতে পারবেন না।',
    activating: 'পেমেন্ট মাধ্যম সক্রিয় করা হচ্ছে...',
    inactivating: 'পেমেন্ট মাধ্যম নিষ্ক্রিয় করা হচ্ছে...',
    activated: 'পেমেন্ট মাধ্যম সক্রিয় হয়েছে',
    inactivated: 'পেমেন্ট মাধ্যম নিষ্ক্রিয় হয়েছে',
  },
});
