/**
 * The dashboard's two languages (docs/languages.md). The language is chosen before any screen's
 * code runs: read once, when this module is first imported, from the browser's stored choice
 * (the admin's account choice is copied there at sign-in). Choosing another language stores it and
 * reloads the page, so every text, including those read when a module loads (column headers,
 * sidebar labels), is in one language; nothing has to re-render in place.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What the admin chose: the language, and for Bengali whether numbers use Bengali digits. */
export interface LanguageSetting {
  language: Language;
  bengaliDigits: boolean;
}

/** localStorage key of the browser's choice (before sign-in; the account's after it). */
export const LANGUAGE_STORAGE_KEY = 'shop-admin.language';

export const DEFAULT_SETTING: LanguageSetting = { language: 'en', bengaliDigits: true };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** A stored setting, or undefined for anything this version cannot read. */
export function parseLanguageSetting(text: string | null | undefined): LanguageSetting | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<LanguageSetting>;
    if (!isLanguage(value.language)) return undefined;
    return { language: value.language, bengaliDigits: value.bengaliDigits !== false };
  } catch {
    return undefined;
  }
}

/**
 * The language a page opens in: the browser's stored choice, else its own language list (Bengali
 * before English means Bengali), else English. Self-contained: index.html's inline script runs
 * this very function (its source) to paint the sign-in form in the same language.
 */
export function languageOfBrowser(stored: string | null, preferred: readonly string[]): 'en' | 'bn' {
  try {
    const chosen = stored ? (JSON.parse(stored) as { language?: unknown }).language : undefined;
    if (chosen === 'en' || chosen === 'bn') return chosen;
  } catch {
    // unreadable: as if none
  }
  for (const tag of preferred) {
    if (/^bn\b/i.test(tag)) return 'bn';
    if (/^en\b/i.test(tag)) return 'en';
  }
  return 'en';
}

function readBrowserSetting(): LanguageSetting {
  let stored: string | null = null;
  try {
    stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage blocked: the browser's own languages
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return { language: languageOfBrowser(stored, preferred), bengaliDigits: parseLanguageSetting(stored)?.bengaliDigits ?? true };
}

let current: LanguageSetting = readBrowserSetting();

export const languageSetting = (): LanguageSetting => current;
export const currentLanguage = (): Language => current.language;

/** The same words and digits on screen (digits are a Bengali setting only). */
export const sameSetting = (a: LanguageSetting, b: LanguageSetting) => a.language === b.language && (a.language === 'en' || a.bengaliDigits === b.bengaliDigits);

/**
 * Stores the browser's choice; `unsaved` marks one made while signed out (on the sign-in page),
 * which the next sign-in saves on the account. The caller reloads the page when it differs from
 * the one in use.
 */
export function storeLanguageSetting(setting: LanguageSetting, { unsaved = false } = {}): void {
  try {
    const { language, bengaliDigits } = setting;
    localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify(unsaved ? { language, bengaliDigits, unsaved } : { language, bengaliDigits }));
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** The browser's choice was made signed out and is not on the account yet. */
export function languageChoiceUnsaved(): boolean {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return stored !== null && (JSON.parse(stored) as { unsaved?: unknown }).unsaved === true;
  } catch {
    return false;
  }
}

/** For tests: use this setting from now on (modules already loaded keep the texts they read). */
export function setLanguageSettingForTests(setting: LanguageSetting): void {
  current = setting;
}

/**
 * The `Intl` locale of the setting: Bengali (Bangladesh) with Bengali digits, or with Latin digits
 * when the admin turned them off; English as the dashboard has always written it.
 */
export function intlLocale(setting: LanguageSetting = current, english = 'en-US'): string {
  if (setting.language === 'en') return english;
  return setting.bengaliDigits ? 'bn-BD' : 'bn-BD-u-nu-latn';
}

/** The HTTP `Accept-Language` the dashboard sends, so the server's messages come in the same language. */
export const acceptLanguage = (): string => (current.language === 'bn' ? 'bn, en;q=0.5' : 'en');

const BENGALI_DIGITS = /[\u09E6-\u09EF]/g;

/** Bengali digits (০–৯) as Latin ones, for anything an admin types: inputs take either. */
export const toLatinDigits = (text: string): string => text.replace(BENGALI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** A catalogue's texts: strings, or one level of named groups of strings (statuses, sidebar groups). */
export type Texts = { [key: string]: string | { [key: string]: string } };

/** The same keys as the English texts, every one a string in the other language. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** One feature's texts in every language; a test compares each language's keys and `{placeholders}`. */
export interface CatalogueTexts<T extends Texts> {
  en: T;
  bn: Translation<T>;
}

const catalogues: CatalogueTexts<Texts>[] = [];

/** Bengali texts with the numbers they hold written in Latin digits (`৮ অক্ষর` → `8 অক্ষর`), for an admin who turned Bengali digits off. */
function withLatinDigits(texts: Texts): Texts {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, typeof text === 'string' ? toLatinDigits(text) : (withLatinDigits(text) as Record<string, string>)]));
}
const textsByCatalogue = new WeakMap<object, CatalogueTexts<Texts>>();

/** Every catalogue created so far (for the completeness test). */
export const registeredCatalogues = (): readonly CatalogueTexts<Texts>[] => catalogues;

/**
 * A feature's messages in the language in use: `export const orderMessages = catalogue({ en: {...}, bn: {...} })`.
 * The English object's keys are the catalogue's; TypeScript refuses a Bengali object missing one or adding one.
 */
export function catalogue<T extends Texts>(texts: CatalogueTexts<T>): T {
  catalogues.push(texts as CatalogueTexts<Texts>);
  const shown = (current.language === 'en' ? texts.en : current.bengaliDigits ? texts.bn : withLatinDigits(texts.bn as Texts)) as T;
  textsByCatalogue.set(shown, texts as CatalogueTexts<Texts>);
  return shown;
}

/** A catalogue's texts in every language (the build paints the sign-in form in both). */
export function textsOf<T extends Texts>(messages: T): CatalogueTexts<T> {
  const texts = textsByCatalogue.get(messages);
  if (!texts) throw new Error('Not a catalogue');
  return texts as unknown as CatalogueTexts<T>;
}
