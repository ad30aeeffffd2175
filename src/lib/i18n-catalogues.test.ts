import { join, relative } from 'node:path';
import { registeredCatalogues, textsOf } from './i18n';
import { catalogueFiles, flattenTexts as flatten } from '../../tests/support/catalogues';

const SRC = join(__dirname, '..');
const files = catalogueFiles();

/** `{name}` placeholders of a text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the message catalogues (docs/languages.md)', () => {
  beforeAll(async () => {
    for (const file of files) await import(file);
  });

  it('are found: every feature has its texts in a catalogue', () => {
    expect(files.length).toBeGreaterThanOrEqual(25);
    expect(registeredCatalogues().length).toBeGreaterThanOrEqual(files.length);
  });

  it('have every key in English and Bengali, each a non-empty text with the same {placeholders}', () => {
    const problems: string[] = [];
    registeredCatalogues().forEach(({ en, bn }, index) => {
      const english = flatten(en);
      const bengali = flatten(bn);
      const where = `catalogue #${index} (${[...english.keys()].slice(0, 2).join(', ')}, …)`;
      for (const key of english.keys()) if (!bengali.has(key)) problems.push(`${where}: ${key} has no Bengali`);
      for (const key of bengali.keys()) if (!english.has(key)) problems.push(`${where}: ${key} has no English`);
      for (const [key, text] of english) {
        const other = bengali.get(key);
        if (typeof text !== 'string' || !text.trim()) problems.push(`${where}: ${key} is empty in English`);
        if (typeof other !== 'string' || !other.trim()) problems.push(`${where}: ${key} is empty in Bengali`);
        else if (typeof text === 'string' && placeholders(text).join() !== placeholders(other).join())
          problems.push(`${where}: ${key} has {${placeholders(text).join(', ')}} in English, {${placeholders(other).join(', ')}} in Bengali`);
      }
    });
    expect(problems).toEqual([]);
  });

  it('are written in Bengali: most Bengali texts hold Bengali letters', () => {
    const untranslated: string[] = [];
    let total = 0;
    for (const { en, bn } of registeredCatalogues()) {
      const english = flatten(en);
      for (const [key, text] of flatten(bn)) {
        total += 1;
        if (typeof text === 'string' && !/[\u0980-\u09FF]/.test(text) && text === english.get(key)) untranslated.push(`${key}: ${text}`);
      }
    }
    // Names, symbols and codes (English, CSV, https://, ·) read the same in both languages: a handful, not a feature.
    expect(untranslated.length).toBeLessThan(total * 0.03);
  });

  it('lists the files it read', () => {
    expect(files.map((file) => relative(SRC, file))).toEqual(expect.arrayContaining(['features/orders/messages.ts', 'components/messages.ts']));
  });
});

describe("the contract's screen and grant names (openapi/generated/screens.ts)", () => {
  it('each have a Bengali name', async () => {
    const { operationScreens } = await import('../../openapi/generated/screens');
    const { screenNames } = await import('../components/screen-names');
    const { en } = textsOf(screenNames);
    const entries = Object.values(operationScreens) as { screen: string; grant: string | null }[];
    expect(entries.map((entry) => entry.screen).filter((screen) => !(screen in en.screens))).toEqual([]);
    expect(entries.flatMap((entry) => (entry.grant && !(entry.grant in en.grants) ? [entry.grant] : []))).toEqual([]);
  });
});
