/**
 * Up-front JS of the built app (npm run build, then npm run size): the <script> files that
 * dist/index.html loads before anything else, plus index.html itself (it carries the sign-in form's
 * inline script and style) — what the signed-out /login page costs. The app's chunks, prefetched
 * while the admin types and run only after signing in, are listed apart. Each file is gzipped with
 * zlib; the total must stay within the budget, else the script exits 1.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const dist = path.resolve(__dirname, '..', 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function gzipSize(file: string): { raw: number; gzip: number } {
  const content = readFileSync(file);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

let html: string;
try {
  html = readFileSync(path.join(dist, 'index.html'), 'utf8');
} catch {
  console.error('dist/index.html not found: run `npm run build` first.');
  process.exit(1);
}

// The minified HTML leaves attribute values unquoted where it can.
const scripts = [...html.matchAll(/<script\b[^>]*?\bsrc=(?:"([^"]+)"|'([^']+)'|([^\s>]+))[^>]*>/gi)]
  .map((match) => match[1] ?? match[2] ?? match[3])
  .filter((src) => !/^(https?:)?\/\//.test(src));

if (scripts.length === 0) {
  console.error('dist/index.html loads no local <script> files.');
  process.exit(1);
}

console.log('Up-front JS (loaded by dist/index.html):');
const page = gzipSize(path.join(dist, 'index.html'));
let total = page.gzip;
console.log(`  ${'index.html (inline sign-in script and style)'.padEnd(44)} ${kb(page.raw).padStart(10)} raw ${kb(page.gzip).padStart(10)} gzip`);
for (const src of scripts) {
  const { raw, gzip } = gzipSize(path.join(dist, src.replace(/^\//, '')));
  total += gzip;
  console.log(`  ${src.padEnd(44)} ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(10)} gzip`);
}
console.log(`  ${'total'.padEnd(44)} ${''.padStart(14)} ${kb(total).padStart(10)} gzip (budget ${BUDGET_KB} KB)`);

// For orientation: the chunks loaded later, when a screen is opened.
const upFront = new Set(scripts.map((src) => path.basename(src)));
const lazy = readdirSync(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.js') && !upFront.has(file))
  .map((file) => ({ file, ...gzipSize(path.join(dist, 'assets', file)) }))
  .sort((a, b) => b.gzip - a.gzip);
const SHOWN = 12;
if (lazy.length > 0) {
  console.log('\nLoaded on demand (largest first):');
  for (const { file, gzip } of lazy.slice(0, SHOWN)) console.log(`  ${file.padEnd(44)} ${kb(gzip).padStart(10)} gzip`);
  const rest = lazy.slice(SHOWN);
  if (rest.length > 0) console.log(`  … ${rest.length} smaller chunks, ${kb(rest.reduce((sum, chunk) => sum + chunk.gzip, 0))} gzip in all`);
}

if (total > BUDGET_KB * 1024) {
  console.error(`\nOver budget: ${kb(total)} gzip > ${BUDGET_KB} KB.`);
  process.exit(1);
}
console.log(`\nWithin budget: ${kb(total)} gzip <= ${BUDGET_KB} KB.`);
