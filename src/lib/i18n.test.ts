import { intlLocale, languageOfBrowser, parseLanguageSetting, sameSetting, toLatinDigits } from './i18n';

describe('the language a page opens in', () => {
  it("is the browser's stored choice, else the first of Bengali and English in its own list, else English", () => {
    expect(languageOfBrowser(JSON.stringify({ language: 'bn', bengaliDigits: false }), ['en-US'])).toBe('bn');
    expect(languageOfBrowser(JSON.stringify({ language: 'en' }), ['bn-BD'])).toBe('en');
    expect(languageOfBrowser(null, ['fr-FR', 'bn-BD', 'en'])).toBe('bn');
    expect(languageOfBrowser(null, ['en-GB', 'bn'])).toBe('en');
    expect(languageOfBrowser(null, ['fr'])).toBe('en');
    // Anything unreadable is as if nothing was stored.
    expect(languageOfBrowser('{not json', ['bn'])).toBe('bn');
    expect(languageOfBrowser(JSON.stringify({ language: 'fr' }), [])).toBe('en');
    expect(parseLanguageSetting(JSON.stringify({ language: 'bn' }))).toEqual({ language: 'bn', bengaliDigits: true });
  });

  it('English ignores the Bengali digits setting; Bengali does not', () => {
    expect(sameSetting({ language: 'en', bengaliDigits: true }, { language: 'en', bengaliDigits: false })).toBe(true);
    expect(sameSetting({ language: 'bn', bengaliDigits: true }, { language: 'bn', bengaliDigits: false })).toBe(false);
  });
});

describe('numbers in Bengali', () => {
  it('are written in Bengali digits, or Latin ones when the admin turns them off', () => {
    const count = (setting: Parameters<typeof intlLocale>[0]) => new Intl.NumberFormat(intlLocale(setting)).format(123456);
    expect(count({ language: 'en', bengaliDigits: true })).toBe('123,456');
    expect(count({ language: 'bn', bengaliDigits: true })).toBe('১,২৩,৪৫৬');
    expect(count({ language: 'bn', bengaliDigits: false })).toBe('1,23,456');
  });

  it('typed in Bengali digits are read as Latin ones, the rest of the text as it is', () => {
    expect(toLatinDigits('০১৭১১-২৩৪৫৬৭')).toBe('01711-234567');
    expect(toLatinDigits('অর্ডার ৪২ and 7')).toBe('অর্ডার 42 and 7');
  });
});

describe('dates in Bengali', () => {
  it("write a chart's day label, the relative time and the day in Bengali words and digits", async () => {
    jest.resetModules();
    const i18n = await import('./i18n');
    i18n.setLanguageSettingForTests({ language: 'bn', bengaliDigits: true });
    const dates = await import('./dates');
    dates.setShopTimeZone('Asia/Dhaka');
    expect(dates.formatDayLabel('21 Nov')).toBe('২১ নভে');
    expect(dates.formatDayLabel('someday')).toBe('someday');
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(dates.formatRelative(now - 5 * 60_000, now)).toBe('৫ মিনিট আগে');
    expect(dates.formatDate('2026-11-26T20:00:00Z')).toBe('২৭ নভে, ২০২৬');
    i18n.setLanguageSettingForTests({ language: 'en', bengaliDigits: true });
  });
});

describe('a catalogue', () => {
  it('gives the texts of the language in use; in Bengali without Bengali digits, its numbers in Latin digits', async () => {
    const texts = { en: { rule: 'At least 8 characters', group: { one: 'One' } }, bn: { rule: 'কমপক্ষে ৮ অক্ষর', group: { one: '১টি' } } };
    const { catalogue, setLanguageSettingForTests } = await import('./i18n');
    setLanguageSettingForTests({ language: 'en', bengaliDigits: true });
    expect(catalogue(texts)).toEqual(texts.en);
    setLanguageSettingForTests({ language: 'bn', bengaliDigits: true });
    expect(catalogue(texts)).toEqual(texts.bn);
    setLanguageSettingForTests({ language: 'bn', bengaliDigits: false });
    expect(catalogue(texts)).toEqual({ rule: 'কমপক্ষে 8 অক্ষর', group: { one: '1টি' } });
    setLanguageSettingForTests({ language: 'en', bengaliDigits: true });
  });
});
