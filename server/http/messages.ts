/**
 * Every text the server tells a client, in English and Bengali (docs/languages.md). An answer is in
 * the language of its request's `Accept-Language` (the dashboard sends `bn, en;q=0.5` or `en`),
 * English when it names neither. Handlers throw keyed messages (`say('walletTooLow')`), never plain
 * text: the error handler renders them in the request's language; logs keep the English.
 */
export const SERVER_LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof SERVER_LANGUAGES)[number];

const en = {
  // Things a message names (notFound's `what`, crud labels).
  item: 'Item',
  admin: 'Admin',
  authModule: 'Auth module',
  autoServer: 'Auto server',
  banner: 'Banner',
  customer: 'Customer',
  image: 'Image',
  notice: 'Notice',
  order: 'Order',
  orderMessage: 'Order message',
  package: 'Package',
  paymentMethod: 'Payment method',
  product: 'Product',
  session: 'Session',
  smsBroadcast: 'SMS broadcast',
  topUpProduct: 'Top-up product',
  transaction: 'Transaction',
  user: 'User',
  voucher: 'Voucher',

  // Statuses as a message names them.
  statusPending: 'pending',
  statusInProgress: 'in_progress',
  statusCompleted: 'completed',
  statusCancelled: 'cancelled',

  // Shared refusals (server/http/errors.ts).
  notFound: '{what} not found',
  signInAgain: 'Please sign in again.',
  noPermission: 'You do not have permission to do this.',
  invalidRequest: 'Invalid request',
  /** Two messages said as one (sayAll). */
  twoSentences: '{first}. {second}',

  // The request itself (app.ts, json-body.ts, canonical-path.ts, client-errors.ts).
  routeNotFound: 'Not found: {method} {path}',
  addressNotValid: 'The address is not valid.',
  addressPercentEncoded: 'The address is not valid: write it without percent-encoded letters or digits.',
  headChangesData: 'This operation changes data: call it with GET, not HEAD.',
  headLiveStream: 'This is a live stream: call it with GET, not HEAD.',
  nestsTooDeeply: 'The request nests too deeply.',
  requestTooLarge: 'The request is too large.',
  sendJson: 'Send JSON (or multipart for uploads).',
  serverFault: 'Something went wrong on our side. Please try again.',
  requestTooSlow: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'The request headers are too large.',
  requestUnreadable: 'The request could not be read.',

  // The database's refusals (database-errors.ts).
  valueInUse: 'That value is already in use.',
  refersToMissing: 'This refers to something that does not exist, or is still in use.',
  outOfRange: 'A value is out of the allowed range.',
  wrongFormat: 'A value has the wrong format.',
  numberTooLarge: 'A number is too large.',
  valueTooLong: 'A value is too long.',
  cannotStoreCharacter: 'A text contains a character that cannot be stored.',
  serviceBusy: 'The service is busy. Please try again in a moment.',
  databaseAway: 'The database cannot be reached right now. Please try again in a moment.',

  // Request validation (validation.ts), `{label}` a field's name.
  fieldRequired: '{label} is required',
  fieldNotAccepted: '{field} is not an accepted field',
  fieldHasNul: '{label} must not contain a NUL character',
  mustBeWholeNumber: '{label} must be a whole number',
  mustBeNumber: '{label} must be a number',
  mustBeOfType: '{label} must be of type {type}',
  mustBeOneOf: '{label} must be one of: {values}',
  mustBe: '{label} must be {value}',
  mustBeAtLeast: '{label} must be at least {limit}',
  mustBeGreaterThan: '{label} must be greater than {limit}',
  mustBeAtMost: '{label} must be at most {limit}',
  mustBeLessThan: '{label} must be less than {limit}',
  atMostOneDecimal: '{label} can have at most {places} decimal',
  atMostDecimals: '{label} can have at most {places} decimals',
  minCharacters: '{label} must be at least {limit} characters',
  maxCharacters: '{label} must be at most {limit} characters',
  minItems: '{label} needs at least {limit} item(s)',
  maxItems: '{label} takes at most {limit} items',
  uniqueItems: '{label} must not repeat items',
  mustBeValidFormat: '{label} must be a valid {format}',
  fieldWants: '{label} {wanted}',
  invalidFormat: '{label} has an invalid format',
  fieldInvalid: '{label} is invalid',
  // What the contract's shared formats want (x-pattern-message), after the field's name.
  wantsText: 'is required',
  wantsHttpAddress: 'must be an absolute http or https address',
  wantsUploadedImage: 'must be an image uploaded here',
  // Formats (`format:`) a message names.
  formatEmail: 'email',
  formatDate: 'date',
  formatDateTime: 'date-time',
  formatUri: 'uri',

  // Required text a handler checks after trimming (shared/text.ts).
  authNameRequired: 'Auth name is required',
  descriptionRequired: 'Description is required',
  firstNameRequired: 'First name is required',
  imageRequired: 'Image is required',
  lastNameRequired: 'Last name is required',
  linkRequired: 'Link is required',
  logoRequired: 'Logo is required',
  messageRequired: 'Message is required',
  nameRequired: 'Name is required',
  noticeRequired: 'Notice is required',
  statusRequired: 'Status is required',
  usernameRequired: 'Username is required',

  // Sign-in, sessions and passwords.
  pleaseSignIn: 'Please sign in.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  setUpSecondFactorFirst: 'Set up two-step sign-in first.',
  superAdminOnly: 'Only a super admin can do this.',
  wrongCredentials: 'Wrong email or password',
  deactivated: 'This account is deactivated. Ask a super admin to reactivate it.',
  busyCheckingPasswords: 'The server is busy checking passwords. Please try again in a moment.',
  tooManySignIns: 'Too many failed sign-in attempts. Try again in {minutes} minute(s).',
  tooManyOldPasswords: 'Too many wrong old passwords. Try again in {minutes} minute(s).',
  tooManyCodes: 'Too many wrong codes. Try again in {minutes} minute(s).',
  newPasswordMismatch: 'New password and confirmation do not match',
  newPasswordSame: 'The new password must differ from the old one',
  oldPasswordWrong: 'The old password is not correct',
  passwordWrong: 'The password is not correct',

  // Two-step sign-in.
  codeNeeded: 'Enter the 6-digit code from your authenticator app.',
  codeWrong: 'That code is not right. Try again, or use a recovery code.',
  appCodeWrong: 'That code is not right. Enter the current code from your authenticator app.',
  appOrRecoveryCodeWrong: 'That code is not right. Enter a current code from your authenticator app, or a recovery code.',
  secondFactorAlreadyOn: 'Two-step sign-in is already on. Turn it off first to set it up again.',
  secondFactorNotOn: 'Two-step sign-in is not on.',
  secondFactorNotOnForAdmin: 'Two-step sign-in is not on for this admin.',
  secondFactorBeginFirst: 'Begin the setup first: there is no authenticator secret to confirm.',
  secondFactorSetupChanged: 'The setup changed meanwhile (begun again, or finished elsewhere). Start it again.',
  secondFactorRequired: 'Two-step sign-in is required for your account and cannot be turned off.',
  secondFactorOwnInProfile: 'To turn off your own two-step sign-in, use your profile.',

  // Admins.
  usernameTaken: 'This username is already taken',
  emailTaken: 'This email is already taken',
  usernameOrEmailTaken: 'This username or email is already taken',
  usernameHasAt: 'A username cannot contain @',
  passwordMismatch: 'Password and confirm password do not match',
  cannotDeleteSelf: 'You cannot delete yourself',
  cannotDeactivateSelf: 'You cannot deactivate yourself',
  lastSuperAdminDelete: 'The last super admin cannot be deleted',
  lastSuperAdminDemote: 'The last active super admin cannot be made a sub-admin',
  lastSuperAdminDeactivate: 'The last active super admin cannot be deactivated',
  ownPasswordElsewhere: 'To change your own password, use Change password: it asks for the old one.',

  // Permissions and packages.
  noPackageAccess: 'You do not handle this package. Ask a super admin for its permission.',
  seeNothing: 'You cannot see this kind of record. Ask a super admin for its list.',
  slugTaken: 'This slug is already used by another module',
  unknownAuthModules: 'These auth modules do not exist or are not active: {ids}',
  unknownPackages: 'These packages do not exist: {ids}',
  chooseVoucherPackage: 'Choose a package of a voucher product',
  sameFieldTwice: '{alias} and {name} are the same field: send one value',

  // Orders and their claims.
  orderNotChangeable: 'This order is {status}: only pending and in-progress orders can change.',
  noVoucher: 'No voucher available',
  noOrderWaiting: 'No order is waiting in your packages.',
  takenBy: 'Taken by {who} {when}.',
  orderTakenBy: 'Order #{id} is taken by {who} {when}.',
  anotherAdmin: 'another admin',
  justNow: 'just now',
  minuteAgo: '{n} minute ago',
  minutesAgo: '{n} minutes ago',
  hourAgo: '{n} hour ago',
  hoursAgo: '{n} hours ago',

  // Wallets and wallet-adds.
  walletTooLow: 'The wallet does not hold that much',
  walletChanged: 'The wallet is now {now} (it was {was} when you opened the form). Review it and try again.',
  walletEditWithoutBalance:
    'The wallet is now {now}. This edit does not say which balance it was made against, so it could erase a change made meanwhile; nothing was changed. Review the wallet and set it from a form that sends the balance it showed.',
  transactionFinal: 'This transaction is completed: a completed transaction is final.',
  transactionFinalAmount: 'This transaction is completed: a completed transaction is final. Its amount and status cannot change.',
  transactionCancelled: 'This transaction is cancelled: change it from its full edit.',
  transactionStatusOnlyWhenCancelled: 'The status changes here only when the transaction is cancelled.',

  // Vouchers.
  voucherCodeHasNul: 'A voucher code cannot contain a NUL character',
  codesOnlyForVoucherPackages: 'Codes can only be added to packages of voucher or id-code products',
  usedVoucherDelete: 'A used voucher cannot be deleted',

  // Search.
  typeWhatToFind: 'Type what to look for.',

  // Uploads.
  sendOneImage: 'Send one image only, in the field "image".',
  sendOneImageShort: 'Send one image only',
  sendImageAsMultipart: 'Send the image as multipart/form-data in the field "image".',
  uploadUnreadable: 'The upload could not be read: send one image as multipart/form-data in the field "image".',
  imageLargerThan: 'The image is larger than {kb} KB.',
  imageTypeRefused: 'Only PNG, JPEG, WebP or GIF images are accepted.',
  imageUnreadable: 'The image could not be read: send a valid PNG, JPEG, WebP or GIF file.',
  imageTooManyPixels: 'The image must be at most {side}×{side} pixels.',

  // CSV exports' column headers (server/http/csv.ts); the cells stay as stored (codes, ids, amounts, times).
  csvId: 'ID',
  csvOrderId: 'Order ID',
  csvUserId: 'User ID',
  csvUsername: 'Username',
  csvUserPhone: 'User phone',
  csvUserEmail: 'User email',
  csvProductId: 'Product ID',
  csvProduct: 'Product',
  csvPackage: 'Package',
  csvQuantity: 'Quantity',
  csvPaymentMethod: 'Payment method',
  csvAmountTk: 'Amount (tk)',
  csvNumber: 'Number',
  csvTransactionId: 'Transaction ID',
  csvPlayerId: 'Player ID',
  csvAccountType: 'Account type',
  csvPhone: 'Phone',
  csvAddress: 'Address',
  csvVoucherCode: 'Voucher code',
  csvStatus: 'Status',
  csvNote: 'Note',
  csvCompletedBy: 'Completed by',
  csvChangedBy: 'Changed by',
  csvCompleted: 'Completed',
  csvCreated: 'Created',
  csvUpdated: 'Updated',

  // The command palette's hits (domains/search).
  searchOrderTitle: 'Order #{id} · {name}',
  searchPhysicalOrderTitle: 'Physical order #{id}',
  searchPhysicalOrderTitleOf: 'Physical order #{id} · {product}',
  searchPlayer: 'player {player}',
  searchPieces: '{n} pcs',
  searchWalletAddTitle: 'Wallet-add #{id} · {amount} tk',
  searchAutomated: 'automated',
  searchManual: 'manual',

  // The service.
  serverStopping: 'This server is stopping: send new requests to another server.',
  sendMetricsToken: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.',
  liveUnavailable: 'Live updates are not available on this server.',
} as const;

export type MessageKey = keyof typeof en;

/** The Bengali catalogue: TypeScript refuses one that misses a key of the English or adds one. */
const bn: { [K in MessageKey]: string } = {
  item: 'আইটেম',
  admin: 'অ্যাডমিন',
  authModule: 'অথ মডিউল',
  autoServer: 'অটো সার্ভার',
  banner: 'ব্যানার',
  customer: 'গ্রাহক',
  image: 'ছবি',
  notice: 'নোটিশ',
  order: 'অর্ডার',
  orderMessage: 'অর্ডার মেসেজ',
  package: 'প্যাকেজ',
  paymentMethod: 'পেমেন্ট মাধ্যম',
  product: 'প্রোডাক্ট',
  session: 'সেশন',
  smsBroadcast: 'এসএমএস ব্রডকাস্ট',
  topUpProduct: 'টপ-আপ প্রোডাক্ট',
  transaction: 'ট্রানজ্যাকশন',
  user: 'গ্রাহক',
  voucher: 'ভাউচার',

  statusPending: 'অপেক্ষমাণ',
  statusInProgress: 'চলমান',
  statusCompleted: 'সম্পন্ন',
  statusCancelled: 'বাতিল',

  notFound: '{what} পাওয়া যায়নি',
  signInAgain: 'আবার সাইন ইন করুন।',
  noPermission: 'এটি করার অনুমতি আপনার নেই।',
  invalidRequest: 'অনুরোধটি সঠিক নয়',
  twoSentences: '{first}। {second}',

  routeNotFound: 'পাওয়া যায়নি: {method} {path}',
  addressNotValid: 'ঠিকানাটি সঠিক নয়।',
  addressPercentEncoded: 'ঠিকানাটি সঠিক নয়: অক্ষর বা অঙ্ক percent-encoding ছাড়া লিখুন।',
  headChangesData: 'এই অপারেশন ডেটা বদলায়: HEAD নয়, GET দিয়ে ডাকুন।',
  headLiveStream: 'এটি একটি লাইভ স্ট্রিম: HEAD নয়, GET দিয়ে ডাকুন।',
  nestsTooDeeply: 'অনুরোধটির ভেতরে খুব বেশি স্তর আছে।',
  requestTooLarge: 'অনুরোধটি খুব বড়।',
  sendJson: 'JSON পাঠান (আপলোডের জন্য multipart)।',
  serverFault: 'আমাদের দিকে কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।',
  requestTooSlow: 'অনুরোধটি পৌঁছাতে খুব বেশি সময় লেগেছে। আবার চেষ্টা করুন।',
  headersTooLarge: 'অনুরোধের হেডার খুব বড়।',
  requestUnreadable: 'অনুরোধটি পড়া যায়নি।',

  valueInUse: 'এই মানটি আগে থেকেই ব্যবহার হচ্ছে।',
  refersToMissing: 'এটি এমন কিছুকে নির্দেশ করে যা নেই, অথবা এখনো ব্যবহার হচ্ছে।',
  outOfRange: 'একটি মান অনুমোদিত সীমার বাইরে।',
  wrongFormat: 'একটি মানের ধরন ভুল।',
  numberTooLarge: 'একটি সংখ্যা খুব বড়।',
  valueTooLong: 'একটি মান খুব লম্বা।',
  cannotStoreCharacter: 'লেখায় এমন একটি অক্ষর আছে যা সংরক্ষণ করা যায় না।',
  serviceBusy: 'সার্ভিসটি এখন ব্যস্ত। একটু পরে আবার চেষ্টা করুন।',
  databaseAway: 'এই মুহূর্তে ডেটাবেসে পৌঁছানো যাচ্ছে না। একটু পরে আবার চেষ্টা করুন।',

  fieldRequired: '{label} দিতে হবে',
  fieldNotAccepted: '«{field}» নামে কোনো ঘর নেওয়া হয় না',
  fieldHasNul: '{label}-এ NUL অক্ষর থাকতে পারবে না',
  mustBeWholeNumber: '{label} একটি পূর্ণসংখ্যা হতে হবে',
  mustBeNumber: '{label} একটি সংখ্যা হতে হবে',
  mustBeOfType: '{label}-এর ধরন {type} হতে হবে',
  mustBeOneOf: '{label} এগুলোর একটি হতে হবে: {values}',
  mustBe: '{label} {value} হতে হবে',
  mustBeAtLeast: '{label} কমপক্ষে {limit} হতে হবে',
  mustBeGreaterThan: '{label} {limit}-এর বেশি হতে হবে',
  mustBeAtMost: '{label} সর্বোচ্চ {limit} হতে পারে',
  mustBeLessThan: '{label} {limit}-এর কম হতে হবে',
  atMostOneDecimal: '{label}-এ দশমিকের পরে সর্বোচ্চ {places} ঘর থাকতে পারে',
  atMostDecimals: '{label}-এ দশমিকের পরে সর্বোচ্চ {places} ঘর থাকতে পারে',
  minCharacters: '{label} কমপক্ষে {limit} অক্ষরের হতে হবে',
  maxCharacters: '{label} সর্বোচ্চ {limit} অক্ষরের হতে পারে',
  minItems: '{label}-এ কমপক্ষে {limit}টি আইটেম দিতে হবে',
  maxItems: '{label}-এ সর্বোচ্চ {limit}টি আইটেম দেওয়া যায়',
  uniqueItems: '{label}-এ একই আইটেম একাধিকবার দেওয়া যাবে না',
  mustBeValidFormat: '{label} একটি সঠিক {format} হতে হবে',
  fieldWants: '{label} {wanted}',
  invalidFormat: '{label}-এর ধরন সঠিক নয়',
  fieldInvalid: '{label} সঠিক নয়',
  wantsText: 'দিতে হবে',
  wantsHttpAddress: 'http বা https দিয়ে শুরু একটি পূর্ণ ঠিকানা হতে হবে',
  wantsUploadedImage: 'এখানে আপলোড করা একটি ছবি হতে হবে',
  formatEmail: 'ইমেইল',
  formatDate: 'তারিখ',
  formatDateTime: 'তারিখ ও সময়',
  formatUri: 'ঠিকানা',

  authNameRequired: 'অথের নাম লিখুন',
  descriptionRequired: 'বিবরণ লিখুন',
  firstNameRequired: 'নামের প্রথম অংশ লিখুন',
  imageRequired: 'ছবি দিতে হবে',
  lastNameRequired: 'নামের শেষ অংশ লিখুন',
  linkRequired: 'লিংক দিতে হবে',
  logoRequired: 'লোগো দিতে হবে',
  messageRequired: 'মেসেজ দিতে হবে',
  nameRequired: 'নাম দিতে হবে',
  noticeRequired: 'নোটিশ লিখুন',
  statusRequired: 'অবস্থা দিতে হবে',
  usernameRequired: 'ইউজারনেম লিখুন',

  pleaseSignIn: 'সাইন ইন করুন।',
  sessionExpired: 'আপনার সেশনের মেয়াদ শেষ হয়েছে। আবার সাইন ইন করুন।',
  setUpSecondFactorFirst: 'আগে দুই ধাপে সাইন ইন সেট আপ করুন।',
  superAdminOnly: 'শুধু একজন সুপার অ্যাডমিন এটি করতে পারেন।',
  wrongCredentials: 'ইমেইল বা পাসওয়ার্ড ভুল',
  deactivated: 'এই অ্যাকাউন্টটি নিষ্ক্রিয় করা হয়েছে। আবার চালু করতে একজন সুপার অ্যাডমিনকে বলুন।',
  busyCheckingPasswords: 'সার্ভার এখন পাসওয়ার্ড যাচাইয়ে ব্যস্ত। একটু পরে আবার চেষ্টা করুন।',
  tooManySignIns: 'অনেকবার সাইন ইন ব্যর্থ হয়েছে। {minutes} মিনিট পরে আবার চেষ্টা করুন।',
  tooManyOldPasswords: 'অনেকবার ভুল পুরনো পাসওয়ার্ড দেওয়া হয়েছে। {minutes} মিনিট পরে আবার চেষ্টা করুন।',
  tooManyCodes: 'অনেকবার ভুল কোড দেওয়া হয়েছে। {minutes} মিনিট পরে আবার চেষ্টা করুন।',
  newPasswordMismatch: 'নতুন পাসওয়ার্ড আর নিশ্চিত পাসওয়ার্ড মেলেনি',
  newPasswordSame: 'নতুন পাসওয়ার্ড পুরনোটির থেকে আলাদা হতে হবে',
  oldPasswordWrong: 'পুরনো পাসওয়ার্ডটি সঠিক নয়',
  passwordWrong: 'পাসওয়ার্ডটি সঠিক নয়',

  codeNeeded: 'আপনার অথেনটিকেটর অ্যাপের 6 অঙ্কের কোডটি লিখুন।',
  codeWrong: 'কোডটি সঠিক নয়। আবার চেষ্টা করুন, অথবা একটি রিকভারি কোড ব্যবহার করুন।',
  appCodeWrong: 'কোডটি সঠিক নয়। আপনার অথেনটিকেটর অ্যাপের এখনকার কোডটি লিখুন।',
  appOrRecoveryCodeWrong: 'কোডটি সঠিক নয়। আপনার অথেনটিকেটর অ্যাপের এখনকার একটি কোড, অথবা একটি রিকভারি কোড লিখুন।',
  secondFactorAlreadyOn: 'দুই ধাপে সাইন ইন আগে থেকেই চালু আছে। আবার সেট আপ করতে আগে এটি বন্ধ করুন।',
  secondFactorNotOn: 'দুই ধাপে সাইন ইন চালু নেই।',
  secondFactorNotOnForAdmin: 'এই অ্যাডমিনের দুই ধাপে সাইন ইন চালু নেই।',
  secondFactorBeginFirst: 'আগে সেট আপ শুরু করুন: নিশ্চিত করার মতো কোনো অথেনটিকেটর সিক্রেট নেই।',
  secondFactorSetupChanged: 'এর মধ্যে সেট আপ বদলে গেছে (আবার শুরু হয়েছে, বা অন্য কোথাও শেষ হয়েছে)। আবার শুরু করুন।',
  secondFactorRequired: 'আপনার অ্যাকাউন্টে দুই ধাপে সাইন ইন বাধ্যতামূলক, তাই এটি বন্ধ করা যাবে না।',
  secondFactorOwnInProfile: 'নিজের দুই ধাপে সাইন ইন বন্ধ করতে আপনার প্রোফাইল ব্যবহার করুন।',

  usernameTaken: 'এই ইউজারনেমটি আগেই নেওয়া হয়েছে',
  emailTaken: 'এই ইমেইলটি আগেই নেওয়া হয়েছে',
  usernameOrEmailTaken: 'এই ইউজারনেম বা ইমেইল আগেই নেওয়া হয়েছে',
  usernameHasAt: 'ইউজারনেমে @ থাকতে পারবে না',
  passwordMismatch: 'পাসওয়ার্ড আর নিশ্চিত পাসওয়ার্ড মেলেনি',
  cannotDeleteSelf: 'আপনি নিজেকে মুছতে পারবেন না',
  cannotDeactivateSelf: 'আপনি নিজেকে নিষ্ক্রিয় করতে পারবেন না',
  lastSuperAdminDelete: 'শেষ সুপার অ্যাডমিনকে মোছা যাবে না',
  lastSuperAdminDemote: 'শেষ সক্রিয় সুপার অ্যাডমিনকে সাব-অ্যাডমিন করা যাবে না',
  lastSuperAdminDeactivate: 'শেষ সক্রিয় সুপার অ্যাডমিনকে নিষ্ক্রিয় করা যাবে না',
  ownPasswordElsewhere: 'নিজের পাসওয়ার্ড বদলাতে «পাসওয়ার্ড বদলান» ব্যবহার করুন: সেখানে পুরনোটি চাওয়া হয়।',

  noPackageAccess: 'এই প্যাকেজটি আপনার দায়িত্বে নেই। অনুমতির জন্য একজন সুপার অ্যাডমিনকে বলুন।',
  seeNothing: 'এই ধরনের রেকর্ড আপনি দেখতে পারবেন না। এর তালিকার অনুমতির জন্য একজন সুপার অ্যাডমিনকে বলুন।',
  slugTaken: 'এই স্লাগটি অন্য একটি মডিউল ব্যবহার করছে',
  unknownAuthModules: 'এই অথ মডিউলগুলো নেই বা সক্রিয় নয়: {ids}',
  unknownPackages: 'এই প্যাকেজগুলো নেই: {ids}',
  chooseVoucherPackage: 'একটি ভাউচার প্রোডাক্টের প্যাকেজ বেছে নিন',
  sameFieldTwice: '{alias} আর {name} একই ঘর: একটি মান পাঠান',

  orderNotChangeable: 'এই অর্ডারটি {status}: শুধু অপেক্ষমাণ ও চলমান অর্ডার বদলানো যায়।',
  noVoucher: 'কোনো ভাউচার নেই',
  noOrderWaiting: 'আপনার প্যাকেজগুলোতে কোনো অর্ডার অপেক্ষায় নেই।',
  takenBy: '{who} {when} নিয়েছেন।',
  orderTakenBy: 'অর্ডার #{id} {who} {when} নিয়েছেন।',
  anotherAdmin: 'অন্য একজন অ্যাডমিন',
  justNow: 'এইমাত্র',
  minuteAgo: '{n} মিনিট আগে',
  minutesAgo: '{n} মিনিট আগে',
  hourAgo: '{n} ঘণ্টা আগে',
  hoursAgo: '{n} ঘণ্টা আগে',

  walletTooLow: 'ওয়ালেটে এত টাকা নেই',
  walletChanged: 'ওয়ালেটে এখন {now} (ফর্মটি খোলার সময় ছিল {was})। দেখে নিয়ে আবার চেষ্টা করুন।',
  walletEditWithoutBalance:
    'ওয়ালেটে এখন {now}। এই সম্পাদনায় বলা নেই কোন ব্যালেন্স দেখে এটি করা হয়েছে, তাই এর মধ্যে হওয়া কোনো পরিবর্তন মুছে যেতে পারত; কিছুই বদলানো হয়নি। ওয়ালেটটি দেখে নিন, আর এমন একটি ফর্ম থেকে সেট করুন যেটি দেখানো ব্যালেন্সও পাঠায়।',
  transactionFinal: 'এই ট্রানজ্যাকশনটি সম্পন্ন: সম্পন্ন ট্রানজ্যাকশন আর বদলায় না।',
  transactionFinalAmount: 'এই ট্রানজ্যাকশনটি সম্পন্ন: সম্পন্ন ট্রানজ্যাকশন আর বদলায় না। এর পরিমাণ ও অবস্থা বদলানো যাবে না।',
  transactionCancelled: 'এই ট্রানজ্যাকশনটি বাতিল: এর পূর্ণ সম্পাদনা থেকে বদলান।',
  transactionStatusOnlyWhenCancelled: 'ট্রানজ্যাকশন বাতিল হলেই শুধু এখানে অবস্থা বদলানো যায়।',

  voucherCodeHasNul: 'ভাউচার কোডে NUL অক্ষর থাকতে পারবে না',
  codesOnlyForVoucherPackages: 'শুধু ভাউচার বা আইডি-কোড প্রোডাক্টের প্যাকেজেই কোড যোগ করা যায়',
  usedVoucherDelete: 'ব্যবহৃত ভাউচার মোছা যাবে না',

  typeWhatToFind: 'কী খুঁজবেন তা লিখুন।',

  sendOneImage: 'শুধু একটি ছবি পাঠান, "image" ঘরে।',
  sendOneImageShort: 'শুধু একটি ছবি পাঠান',
  sendImageAsMultipart: 'ছবিটি multipart/form-data হিসেবে "image" ঘরে পাঠান।',
  uploadUnreadable: 'আপলোডটি পড়া যায়নি: multipart/form-data হিসেবে "image" ঘরে একটি ছবি পাঠান।',
  imageLargerThan: 'ছবিটি {kb} KB-এর চেয়ে বড়।',
  imageTypeRefused: 'শুধু PNG, JPEG, WebP বা GIF ছবি নেওয়া হয়।',
  imageUnreadable: 'ছবিটি পড়া যায়নি: একটি সঠিক PNG, JPEG, WebP বা GIF ফাইল পাঠান।',
  imageTooManyPixels: 'ছবিটি সর্বোচ্চ {side}×{side} পিক্সেলের হতে পারে।',

  csvId: 'আইডি',
  csvOrderId: 'অর্ডার আইডি',
  csvUserId: 'গ্রাহক আইডি',
  csvUsername: 'ইউজারনেম',
  csvUserPhone: 'গ্রাহকের ফোন',
  csvUserEmail: 'গ্রাহকের ইমেইল',
  csvProductId: 'প্রোডাক্ট আইডি',
  csvProduct: 'প্রোডাক্ট',
  csvPackage: 'প্যাকেজ',
  csvQuantity: 'সংখ্যা',
  csvPaymentMethod: 'পেমেন্ট মাধ্যম',
  csvAmountTk: 'পরিমাণ (টাকা)',
  csvNumber: 'নম্বর',
  csvTransactionId: 'ট্রানজ্যাকশন আইডি',
  csvPlayerId: 'প্লেয়ার আইডি',
  csvAccountType: 'অ্যাকাউন্টের ধরন',
  csvPhone: 'ফোন',
  csvAddress: 'ঠিকানা',
  csvVoucherCode: 'ভাউচার কোড',
  csvStatus: 'অবস্থা',
  csvNote: 'নোট',
  csvCompletedBy: 'সম্পন্ন করেছেন',
  csvChangedBy: 'পরিবর্তন করেছেন',
  csvCompleted: 'সম্পন্ন',
  csvCreated: 'তৈরি',
  csvUpdated: 'আপডেট',

  searchOrderTitle: 'অর্ডার #{id} · {name}',
  searchPhysicalOrderTitle: 'ফিজিক্যাল অর্ডার #{id}',
  searchPhysicalOrderTitleOf: 'ফিজিক্যাল অর্ডার #{id} · {product}',
  searchPlayer: 'প্লেয়ার {player}',
  searchPieces: '{n}টি',
  searchWalletAddTitle: 'ওয়ালেট অ্যাড #{id} · {amount} টাকা',
  searchAutomated: 'অটোমেটেড',
  searchManual: 'ম্যানুয়াল',

  serverStopping: 'এই সার্ভারটি বন্ধ হচ্ছে: নতুন অনুরোধ অন্য সার্ভারে পাঠান।',
  sendMetricsToken: 'মেট্রিক্স টোকেন পাঠান: Authorization: Bearer <METRICS_TOKEN>।',
  liveUnavailable: 'এই সার্ভারে লাইভ আপডেট পাওয়া যায় না।',
};

export const serverMessages: { readonly en: typeof en; readonly bn: { readonly [K in MessageKey]: string } } = { en, bn };

/** The `{names}` a template holds. */
type PlaceholdersOf<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;
export type PlaceholdersOfKey<K extends MessageKey> = PlaceholdersOf<(typeof en)[K]>;

/** A key whose message has no placeholders (a label, a status, a fixed sentence). */
export type PlainMessageKey = { [K in MessageKey]: [PlaceholdersOfKey<K>] extends [never] ? K : never }[MessageKey];

/**
 * What fills a placeholder: a keyed message (rendered in the same language: a label, a status) or
 * text and numbers shown as they are (ids, names, amounts, field names).
 */
export type SayValue = Say | string | number;

/** A message to render in the request's language: a catalogue key and what fills its placeholders. */
export interface Say {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, SayValue>>;
}

type ValuesArg<K extends MessageKey> = [PlaceholdersOfKey<K>] extends [never] ? [] : [values: { readonly [P in PlaceholdersOfKey<K>]: SayValue }];

/** `say('walletTooLow')`, `say('notFound', { what: say('voucher') })`: every placeholder of the key must be given. */
export function say<K extends MessageKey>(key: K, ...values: ValuesArg<K>): Say {
  return values.length ? { key, values: values[0] } : { key };
}

export const isSay = (value: unknown): value is Say =>
  typeof value === 'object' && value !== null && typeof (value as Say).key === 'string' && Object.prototype.hasOwnProperty.call(en, (value as Say).key);

/** The message in the language, its placeholders filled (keyed values rendered in the same language). */
export function render(text: Say, language: Language): string {
  const template: string = serverMessages[language][text.key] ?? serverMessages.en[text.key];
  const values = text.values;
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return whole;
    const value = values[name];
    return typeof value === 'object' ? render(value, language) : String(value);
  });
}

/** An order's status as a message names it (`cancel`, the orders table's spelling, is said "cancelled"). */
export const statusWord = (status: keyof typeof STATUS_WORDS): Say => say(STATUS_WORDS[status]);

const STATUS_WORDS = {
  pending: 'statusPending',
  in_progress: 'statusInProgress',
  completed: 'statusCompleted',
  cancel: 'statusCancelled',
  cancelled: 'statusCancelled',
} as const;

/** Several messages said as one, each a sentence ("This username is already taken. This email is already taken"); undefined for none. */
export function sayAll(texts: Say[]): Say | undefined {
  return texts.length ? texts.reduce((first, second) => say('twoSentences', { first, second })) : undefined;
}

/** How sentences are joined into one message ("A is required. B is required"): Bengali ends a sentence with a dari. */
const SENTENCE_SEPARATOR: Record<Language, string> = { en: '. ', bn: '। ' };

export const joinSentences = (texts: string[], language: Language): string => texts.join(SENTENCE_SEPARATOR[language]);

/**
 * The answer's language from an `Accept-Language` header: the supported language the client ranks
 * highest (q-values respected, `q=0` refused; `bn-BD` counts as Bengali, `en-US` as English), else English.
 */
export function languageOf(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { language: Language; q: number } | null = null;
  for (const part of text.split(',')) {
    const [range, ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (primary !== 'en' && primary !== 'bn') continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? 'en';
}

/**
 * Bengali names of the fields requests send (the contract's body, query and path parameters), for
 * validation messages; a field not named here is «এই ঘর» ("this field").
 */
const BENGALI_FIELD_LABELS: Record<string, string> = {
  address: 'ঠিকানা',
  adminId: 'অ্যাডমিন আইডি',
  admin_id: 'অ্যাডমিন',
  admin_com: 'অ্যাডমিন কমিশন',
  amount: 'পরিমাণ',
  auth_ids: 'অথ মডিউল',
  auto_delivery: 'অটো ডেলিভারি',
  banner: 'ব্যানার',
  bengali_digits: 'বাংলা অঙ্ক',
  buy_price: 'ক্রয়মূল্য',
  city: 'শহর',
  code: 'কোড',
  confirm_password: 'নিশ্চিত পাসওয়ার্ড',
  data: 'ভাউচার কোড',
  date_from: 'শুরুর তারিখ',
  date_to: 'শেষের তারিখ',
  days: 'দিন',
  description: 'বিবরণ',
  device: 'ডিভাইস',
  dollar_rate: 'ডলার রেট',
  email: 'ইমেইল',
  first_name: 'নামের প্রথম অংশ',
  for_home_modal: 'হোম পেজের পপআপ',
  id: 'আইডি',
  identity: 'ইমেইল বা ইউজারনেম',
  image: 'ছবি',
  in_stock: 'স্টক',
  info: 'তথ্য',
  is_active: 'সক্রিয়',
  isactive: 'সক্রিয়',
  is_auto: 'অটো ডেলিভারি',
  is_automated: 'অটোমেটেড',
  is_super_admin: 'সুপার অ্যাডমিন',
  kind: 'ধরন',
  language: 'ভাষা',
  last_event_id: 'শেষ ইভেন্ট আইডি',
  last_name: 'নামের শেষ অংশ',
  limit: 'প্রতি পৃষ্ঠায় সারি',
  link: 'লিংক',
  logo: 'লোগো',
  map_voucher_package: 'ভাউচার প্যাকেজ',
  message: 'মেসেজ',
  name: 'নাম',
  new_password: 'নতুন পাসওয়ার্ড',
  note: 'নোট',
  notice: 'নোটিশ',
  number: 'নম্বর',
  old_password: 'পুরনো পাসওয়ার্ড',
  only_wallet_user: 'শুধু ওয়ালেট ব্যবহারকারী',
  operation_id: 'অপারেশন',
  order_id: 'অর্ডার আইডি',
  order_note: 'অর্ডার নোট',
  ordersId: 'অর্ডার আইডি',
  outcome: 'ফলাফল',
  package_id: 'প্যাকেজ',
  page: 'পৃষ্ঠা',
  password: 'পাসওয়ার্ড',
  phone: 'ফোন নম্বর',
  price: 'দাম',
  productId: 'প্রোডাক্ট',
  product_id: 'প্রোডাক্ট',
  q: 'খোঁজার লেখা',
  quantity: 'সংখ্যা',
  redeem_link: 'রিডিম লিংক',
  regular_price: 'নিয়মিত দাম',
  remember: 'মনে রাখুন',
  rules: 'নিয়ম',
  sale_price: 'বিক্রয়মূল্য',
  slug: 'স্লাগ',
  sort: 'সাজানোর ক্রম',
  sort_order: 'ক্রম',
  status: 'অবস্থা',
  tag: 'ট্যাগ',
  title: 'শিরোনাম',
  topup_package_id: 'টপ-আপ প্যাকেজ',
  topup_type: 'টপ-আপের ধরন',
  transaction_id: 'ট্রানজ্যাকশন আইডি',
  transaction_ids: 'ট্রানজ্যাকশন',
  type: 'ধরন',
  user_id: 'গ্রাহক আইডি',
  user_limit: 'গ্রাহকের সর্বোচ্চ সংখ্যা',
  username: 'ইউজারনেম',
  value: 'মান',
  video_link: 'ভিডিও লিংক',
  voucher_id: 'ভাউচার',
  wallet: 'ওয়ালেট',
  wallet_was: 'আগের ওয়ালেট ব্যালেন্স',
  zip_code: 'পোস্ট কোড',
};

/** A field unknown to BENGALI_FIELD_LABELS. */
export const BENGALI_UNKNOWN_FIELD = 'এই ঘর';

/** The Bengali name of a request field (`sale_price` → বিক্রয়মূল্য), or «এই ঘর». */
export const bengaliFieldLabel = (param: string): string =>
  Object.prototype.hasOwnProperty.call(BENGALI_FIELD_LABELS, param) ? BENGALI_FIELD_LABELS[param] : BENGALI_UNKNOWN_FIELD;
