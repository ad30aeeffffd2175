import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registeredCatalogues, type Texts } from '../../src/lib/i18n';

const SRC = join(__dirname, '..', '..', 'src');

/** Every source file of the app that declares a message catalogue (docs/languages.md). */
export function catalogueFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name === 'i18n.ts') return [];
    return /\bcatalogue\(\{/.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}

/** Every text of a catalogue by its dotted key (`types.voucher`). */
export function flattenTexts(texts: Texts | Record<string, string>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'object') for (const [inner, text] of flattenTexts(value, `${prefix}${key}.`)) out.set(inner, text);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

/** Loads every catalogue of the app and answers them, each in both languages. */
export async function allCatalogues(): Promise<ReturnType<typeof registeredCatalogues>> {
  for (const file of catalogueFiles()) await import(file);
  return registeredCatalogues();
}

/**
 * The English texts a page in Bengali must not show: every catalogue text with letters that its
 * Bengali differs from (names such as "English" or "CSV" read the same in both), as whole texts;
 * a text with {placeholders} as a pattern of the whole text.
 */
export async function englishOnly(): Promise<{ texts: Set<string>; patterns: RegExp[] }> {
  const texts = new Set<string>();
  const patterns: RegExp[] = [];
  const bengaliTexts = new Set<string>();
  const catalogues = await allCatalogues();
  for (const { bn } of catalogues) for (const text of flattenTexts(bn).values()) bengaliTexts.add(text);
  for (const { en, bn } of catalogues) {
    const bengali = flattenTexts(bn);
    for (const [key, text] of flattenTexts(en)) {
      if (!/[A-Za-z]{2}/.test(text) || bengali.get(key) === text || bengaliTexts.has(text)) continue;
      if (!/\{\w+\}/.test(text)) texts.add(text);
      else if (text.replace(/\{\w+\}/g, '').replace(/[^A-Za-z]/g, '').length >= 4)
        patterns.push(new RegExp(`^${text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`));
    }
  }
  return { texts, patterns };
}

/** What a reader meets on the page now: its visible text nodes, and the labels, placeholders and titles of its elements. */
export const READABLE_TEXTS = `(() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const text = (node.textContent || '').trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('script, style, noscript, [hidden]')) continue;
    const box = parent.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    out.push(text);
  }
  for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]'))
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(name);
      if (value && value.trim()) out.push(value.trim());
    }
  out.push(document.title);
  return out;
})()`;

/** The English catalogue texts among what a reader meets on `page` (empty: all in Bengali). */
export async function englishLeft(page: { evaluate(script: string): Promise<unknown> }, english: { texts: Set<string>; patterns: RegExp[] }): Promise<string[]> {
  const readable = (await page.evaluate(READABLE_TEXTS)) as string[];
  return [...new Set(readable.filter((text) => english.texts.has(text) || english.patterns.some((pattern) => pattern.test(text))))];
}
