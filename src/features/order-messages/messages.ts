import { catalogue } from '../../lib/i18n';

export const orderMessageMessages = catalogue({
  en: {
    /** The old dashboard titled this list 'Product Orders', a template leftover. */
    listTitle: 'Order messages',
    addTitle: 'Add order message',
    id: 'ID',
    message: 'Message',
    messageRequired: 'Message is required',
    deleteWarning: 'Delete warning',
    /** The old dashboard asked 'Are you sure you want to delete?' without saying what. */
    deleteQuestion: 'Delete the order message "{message}"?',
    deleteManyQuestion: 'Delete {n} order messages?',
    created: 'Order message created successfully',
    deleted: 'Order message deleted successfully',
    deletedMany: 'Total deleted {n} order messages.',
  },
  bn: {
    listTitle: 'অর্ডার মেসেজ',
    addTitle: 'অর্ডার মেসেজ যোগ করুন',
    id: 'আইডি',
    message: 'মেসেজ',
    messageRequired: 'মেসেজ দিতে হবে',
    deleteWarning: 'মোছার সতর্কতা',
    deleteQuestion: 'অর্ডার মেসেজ "{message}" মুছবেন?',
    deleteManyQuestion: '{n}টি অর্ডার মেসেজ মুছবেন?',
    created: 'অর্ডার মেসেজ তৈরি হয়েছে',
    deleted: 'অর্ডার মেসেজ মুছে ফেলা হয়েছে',
    deletedMany: 'মোট {n}টি অর্ডার মেসেজ মুছে ফেলা হয়েছে।',
  },
});
