import { isAuthenticatorCode } from './authenticator-code';

/** A field rule: returns the message to show, or undefined when the value is fine. */
export type Rule<V = unknown, All = Record<string, unknown>> = (value: V, values: All) => string | undefined;

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** What a rule says about its field beyond its check: fields read it to mark themselves. */
export interface RuleMarks {
  /** The field must be filled in: its label carries the required mark. */
  required?: boolean;
  /** The most characters the field holds: its input stops there and counts as the admin types. */
  maxLength?: number;
}

/** `rule` carrying `marks` (a rule is a function, so the marks ride on it as properties). */
function marked<R extends Rule<never, never>>(rule: R, marks: RuleMarks): R & RuleMarks {
  return Object.assign(rule, marks);
}

/** The marks of a field's rules, merged. */
export function ruleMarks(rules: readonly unknown[] | undefined): RuleMarks {
  const marks: RuleMarks = {};
  for (const rule of rules ?? []) {
    const { required: isRequired, maxLength: max } = rule as RuleMarks;
    if (isRequired) marks.required = true;
    if (max !== undefined) marks.maxLength = Math.min(max, marks.maxLength ?? max);
  }
  return marks;
}

export const required = (message: string): Rule & RuleMarks =>
  marked((value: unknown) => (isBlank(value) ? message : undefined), { required: true });

/** At most `max` characters (the contract's `maxLength`). */
export const maxLength = (max: number, message: string): Rule & RuleMarks =>
  marked((value: unknown) => (typeof value === 'string' && value.length > max ? message : undefined), { maxLength: max });

/** A number (integer or decimal, not negative unless allowed); blank passes (pair it with `required`). */
export const numeric =
  (message: string, { allowNegative = false } = {}): Rule =>
  (value) => {
    if (isBlank(value)) return undefined;
    const text = String(value).trim();
    const pattern = allowNegative ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/;
    return pattern.test(text) ? undefined : message;
  };

/** How a number field reads what was typed (see NumberInput). */
export interface NumberKind {
  /** Whole numbers only (quantity, sort order). */
  integer?: boolean;
  /** Taka: at most two decimals, at most MAX_MONEY, as the server takes it. */
  money?: boolean;
  /** At most this many decimals (a supplier price or a rate takes four). */
  maxDecimals?: number;
  allowNegative?: boolean;
}

export interface NumberMessages {
  notANumber: string;
  negative: string;
  notWhole: string;
  /** `{n}`: how many decimals the field takes. */
  tooManyDecimals: string;
  tooLarge: string;
}

/**
 * The typed text read as the number kind allows, never rewritten: the first thing it cannot hold
 * is named (not a number, negative, decimals in a whole number, a third decimal in money); blank
 * passes (pair it with `required`).
 */
export const numberRule =
  ({ integer = false, money: isMoney = false, maxDecimals, allowNegative = false }: NumberKind, messages: NumberMessages): Rule =>
  (value) => {
    if (isBlank(value)) return undefined;
    const match = /^([-+]?)(\d+)(?:\.(\d+))?$/.exec(String(value).trim());
    if (!match) return messages.notANumber;
    const [, sign, whole, decimals = ''] = match;
    if (sign === '-' && !allowNegative && /[1-9]/.test(whole + decimals)) return messages.negative;
    if (integer && /[1-9]/.test(decimals)) return messages.notWhole;
    const allowed = isMoney ? 2 : maxDecimals;
    if (allowed !== undefined && decimals.length > allowed) return messages.tooManyDecimals.replace('{n}', String(allowed));
    if (isMoney && (toCents(`${whole}.${decimals}`) as bigint) > (toCents(MAX_MONEY) as bigint)) return messages.tooLarge;
    return undefined;
  };

/** A phone number as typed: digits, an optional leading +; blank passes (pair it with `required`). */
export const phone = (message: string): Rule => (value) =>
  isBlank(value) || /^\+?\d+$/.test(String(value).trim()) ? undefined : message;

/**
 * A code from an authenticator app (6 digits; spaces and dashes ignored, as the server does);
 * blank passes (pair it with `required`). A code that cannot be right is not sent: a wrong one
 * counts against the admin's attempts.
 */
export const authenticatorCode = (message: string): Rule => (value) =>
  isBlank(value) || isAuthenticatorCode(String(value)) ? undefined : message;

export const matches =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    isBlank(value) || pattern.test(String(value)) ? undefined : message;

/** An absolute http(s) address; blank passes (pair it with `required`). */
export const httpUrl =
  (message: string): Rule =>
  (value) =>
    isBlank(value) || /^https?:\/\/\S+$/.test(String(value).trim()) ? undefined : message;

/** A number greater than 0 (a rate, an amount); blank passes (pair it with `required`). */
export const positive =
  (message: string): Rule =>
  (value) =>
    isBlank(value) || Number(value) > 0 ? undefined : message;

/** The most a money field holds (the contract's `Money`). */
export const MAX_MONEY = '99999999.99';

/**
 * An amount of money as the server takes it: not negative, at most two decimals, at most
 * 99,999,999.99, read from the typed digits (never through a float); blank passes.
 */
export const money =
  (message: string, tooLargeMessage: string): Rule =>
  (value) => {
    if (isBlank(value)) return undefined;
    const cents = toCents(String(value));
    if (cents === undefined) return message;
    return cents > (toCents(MAX_MONEY) as bigint) ? tooLargeMessage : undefined;
  };

/** `"12.5"` → 1250n; undefined unless the text is a plain amount with at most two decimals. */
export function toCents(text: string): bigint | undefined {
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}
