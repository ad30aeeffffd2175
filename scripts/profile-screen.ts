/**
 * `npm run profile:screen` (after `npm run build`): where the browser's time goes when an admin
 * opens a screen from the sidebar, the way `bench:screens` opens it (issue 23, item 6). The large
 * shop as the benchmarks fill it (BENCH_KEEP_DATABASE=<name> reuses one), served from dist/ over
 * real HTTP; headless Chromium, the owner signed in, the screen opened once so its code is in the
 * HTTP cache, then from the profile page, with the CPU throttled 4×, a click on its sidebar link
 * until its first row is shown and 1.5 s after. PROFILE_SCREEN (default /order) and PROFILE_WIDTH
 * (default 1366; 390 is a phone) choose what is opened; PROFILE_MODE=load profiles a full load of
 * the screen's address in the signed-in tab instead (from navigation start), as `bench:screens`
 * measures its load.
 *
 * Prints when React committed after the click (through a stand-in for the DevTools hook, which
 * React calls on every commit of a production build too) and the main thread's CPU profile summed
 * by self time, mapped back to the sources through the build's hidden source maps: per package and
 * per function. "(program)" is the browser's own work outside JavaScript (and, with the CPU
 * throttled, its waiting). The profile is saved for Chrome DevTools (PROFILE_OUT, default
 * /tmp/screen.cpuprofile). Figures for finding work, not a benchmark: the profiler slows the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { DIST_DIR } from '../tests/support/live-server';
import { CPU_SLOWDOWN, sidebarLink, signedInTab, throttle } from './bench-browser';

const SCREEN = process.env.PROFILE_SCREEN ?? '/order';
const WIDTH = Number(process.env.PROFILE_WIDTH ?? 1366);
const OUT = process.env.PROFILE_OUT ?? '/tmp/screen.cpuprofile';
const LOAD = process.env.PROFILE_MODE === 'load';
const TOP = 30;
/** The screen shown: a list's first row, or a form's field enabled. */
const SHOWN = 'main [data-row-id], main form :is(input, textarea):enabled';

/** Installed before the app's scripts: React reports each commit to this hook; the click's time is kept too. */
const COMMIT_WATCH = `(() => {
  const watch = { commits: [], click: null, row: null };
  window.__profileWatch = watch;
  document.addEventListener('click', (event) => { watch.click = event.timeStamp; watch.row = null; }, true);
  new MutationObserver(() => {
    // The first row since the click (which clears it), or since a full load's start.
    if (watch.row === null && document.querySelector('${SHOWN}')) watch.row = performance.now();
  }).observe(document, { childList: true, subtree: true });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onCommitFiberRoot() { watch.commits.push(performance.now()); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})();`;

type Watch = { commits: number[]; click: number | null; row: number | null };

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per package and per function, in ms, mapped to the sources where the build has a map. */
function summarize(profile: CpuProfile): { total: number; packages: Map<string, number>; functions: Map<string, number> } {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const consumerFor = (url: string) => {
    const file = path.join(DIST_DIR, 'assets', url.split('/').pop() ?? '');
    if (!consumers.has(file)) {
      consumers.set(file, fs.existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as RawSourceMap) : null);
    }
    return consumers.get(file) ?? null;
  };
  const self = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    total += micros;
    self.set(id, (self.get(id) ?? 0) + micros);
  });
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, micros: number) => map.set(key, (map.get(key) ?? 0) + micros / 1000);
  for (const { id, callFrame } of profile.nodes) {
    const micros = self.get(id);
    if (!micros) continue;
    let source = callFrame.url ? (callFrame.url.split('/').pop() ?? callFrame.url) : callFrame.functionName;
    let name = callFrame.functionName || '(anonymous)';
    const original = callFrame.url && callFrame.lineNumber >= 0 ? consumerFor(callFrame.url)?.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber }) : undefined;
    if (original?.source) {
      source = original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, 'node_modules/');
      name = `${original.name ?? name} ${source.split('/').slice(-2).join('/')}:${original.line}`;
    }
    const inPackage = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    add(packages, inPackage ? inPackage[1] : source.startsWith('src/') ? source.split('/').slice(0, 3).join('/') : source, micros);
    add(functions, name, micros);
  }
  return { total: total / 1000, packages, functions };
}

function printTop(title: string, map: Map<string, number>, total: number): void {
  console.log(`\n${title}`);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
}

async function main() {
  if (!fs.existsSync(path.join(DIST_DIR, 'index.html'))) throw new Error('No production build in dist/: run `npm run build` first.');
  const { url, context, page, close } = await signedInTab(DIST_DIR, WIDTH, COMMIT_WATCH);
  try {
    // Its code in the HTTP cache, as in a tab the admin has used; then from a screen every admin has.
    await page.goto(`${url}${SCREEN}`);
    await page.locator(SHOWN).first().waitFor({ timeout: 30_000 });
    await page.goto(`${url}/profile`);
    await page.locator('main h1').waitFor();
    await page.waitForTimeout(1000);
    // A screen no sidebar link leads to (a form, a record's screen) is profiled by its full load only.
    const link = LOAD ? null : await sidebarLink(page, SCREEN);

    await throttle(context, page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.evaluate(() => {
      (window as unknown as { __profileWatch: Watch }).__profileWatch.commits.length = 0;
    });
    await cdp.send('Profiler.start');
    if (LOAD) await page.goto(`${url}${SCREEN}`);
    else await link!.click();
    await page.locator(SHOWN).first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    fs.writeFileSync(OUT, JSON.stringify(profile));
    const watch = (await page.evaluate(() => (window as unknown as { __profileWatch: Watch }).__profileWatch)) as Watch;
    // Times are from navigation start on a full load (performance.now()'s origin), else from the click.
    const origin = LOAD ? 0 : (watch.click ?? 0);
    const start = LOAD ? 'navigation start' : 'the click';
    console.log(`${SCREEN} at ${WIDTH} px wide, CPU ${CPU_SLOWDOWN}× slower: ${LOAD ? 'a full load' : 'a sidebar click'}, its first row in the page at +${Math.round((watch.row ?? origin) - origin)} ms`);
    console.log(`React commits after ${start} (${watch.commits.length}), ms: ${watch.commits.map((t) => `+${Math.round(t - origin)}`).join(', ')}`);
    const { total, packages, functions } = summarize(profile);
    console.log(`CPU profile: ${total.toFixed(0)} ms sampled (${start} to 1.5 s after the first row), saved in ${OUT}`);
    printTop('self time by package', packages, total);
    printTop('self time by function', functions, total);
  } finally {
    await close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
