/**
 * `npm run profile:renders` (after `npm run build:profiling`): what each part of a screen costs
 * React to draw, on a full load or a sidebar click (issue 23, item 6), where `profile:screen` can
 * only sum CPU time by package. The build of `build:profiling` (dist-profiling/, never shipped) is
 * the app with React's profiling renderer and its names kept; a stand-in for the DevTools hook, which
 * React calls at every commit, walks the committed tree and sums the render time of what was drawn:
 * per part (a component and all it drew, for the parts named in PARTS) and each component's own.
 * The large shop as the benchmarks fill it (BENCH_KEEP_DATABASE=<name> reuses one), the owner signed
 * in, headless Chromium with the CPU throttled 4×. PROFILE_SCREEN (default /order), PROFILE_WIDTH
 * (default 1366; 390 is a phone), PROFILE_MODE (`load`, default: a full load of the screen's address
 * in the signed-in tab; `sidebar`: a click on its link from the profile page), PROFILE_RUNS (3),
 * PROFILE_PARTS (more components to name as parts, comma-separated: `Select,JumpToPage`).
 * Figures for finding work, not a benchmark: the profiling renderer is slower than the shipped one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CPU_SLOWDOWN, ms, sidebarLink, signedInTab, throttle } from './bench-browser';

const SCREEN = process.env.PROFILE_SCREEN ?? '/order';
const WIDTH = Number(process.env.PROFILE_WIDTH ?? 1366);
const MODE = process.env.PROFILE_MODE === 'sidebar' ? 'sidebar' : 'load';
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const DIST = path.resolve(__dirname, '..', 'dist-profiling');
/** What a commit's line names: the app's frame, the screen's parts, material-react-table's. */
const PARTS = [
  'AppBar', 'Sidebar', 'ListPage', 'DataTable', 'DataCards', 'TableRows', 'DateRangeFilter', 'LiveHolder', 'RecordDrawer',
  'TableHead', 'MRT_TableHead', 'MRT_TableBody', 'MRT_TopToolbar', 'MRT_BottomToolbar',
  ...(process.env.PROFILE_PARTS ?? '').split(',').map((part) => part.trim()).filter(Boolean),
];
const OWN_TOP = 20;
/** The first, unmeasured open is left this long to load and lay out its rows. */
const SETTLE_MS = 3000;
/** A commit at least this long also names the components that took most of it. */
const BIG_COMMIT_MS = 100;

/**
 * Installed before the app's scripts (a string: tsx's helpers do not exist in the page). A fiber
 * drew in a commit when it was made anew for it and its PerformedWork flag (1) is set; its
 * `actualDuration` is then the time spent on it and what it drew, its own time that less its
 * children's.
 */
const HOOK = `(() => {
  const PARTS = new Set(${JSON.stringify(PARTS)});
  const watch = { since: 0, commits: [] };
  window.__renderWatch = watch;
  // Function, class, forwardRef and simple memo components: what renders (a memo around another is
  // passed through to it; providers, fragments and host elements draw nothing of their own).
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type || typeof type === 'string') return null;
    const inner = type.render || type.type || type;
    return type.displayName || type.name || inner.displayName || inner.name || null;
  };
  // above: the nearest component above and whether it drew; one that drew under one that did not
  // is where an update started (a state or store change of its own), kept in \`roots\`.
  const visit = (fiber, commit, above) => {
    for (; fiber; fiber = fiber.sibling) {
      const composite = COMPONENT_TAGS.has(fiber.tag);
      const drew = composite && (fiber.flags & 1) === 1;
      const name = composite ? nameOf(fiber) || '(anonymous)' : null;
      if (drew) {
        let children = 0;
        for (let child = fiber.child; child; child = child.sibling) children += child.actualDuration || 0;
        commit.own[name] = (commit.own[name] || 0) + Math.max(0, (fiber.actualDuration || 0) - children);
        if (PARTS.has(name)) commit.parts[name] = (commit.parts[name] || 0) + (fiber.actualDuration || 0);
        if (!above.drew) {
          const root = above.name + ' > ' + name;
          commit.roots[root] = (commit.roots[root] || 0) + (fiber.actualDuration || 0);
        }
      }
      // Children that are the ones of the commit before were not drawn again (a bailed-out subtree):
      // their flags and durations are the old ones.
      if (!fiber.alternate || fiber.child !== fiber.alternate.child) visit(fiber.child, commit, composite ? { name, drew } : above);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onCommitFiberRoot(id, root) {
      const commit = { at: performance.now(), render: root.current.actualDuration || 0, parts: {}, own: {}, roots: {} };
      visit(root.current.child, commit, { name: '(root)', drew: false });
      watch.commits.push(commit);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  document.addEventListener('click', (event) => { watch.since = event.timeStamp; watch.commits.length = 0; }, true);
})();`;

interface Commit {
  at: number;
  render: number;
  parts: Record<string, number>;
  own: Record<string, number>;
  roots: Record<string, number>;
}

const top = (times: Record<string, number>, count: number) =>
  Object.entries(times)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${name} ${ms(time)}`)
    .join(', ');

async function main() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('No profiling build in dist-profiling/: run `npm run build:profiling` first.');
  const { url, context, page, close } = await signedInTab(DIST, WIDTH, HOOK);
  try {
    // Its code in the HTTP cache, as in a tab the admin has used, and its tables' layout kept as
    // measured with their rows (table-layout.ts): measured before they came, the next load draws
    // a table twice.
    await page.goto(`${url}${SCREEN}`);
    await page.locator('main h1').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);
    await throttle(context, page);
    console.log(`${SCREEN} at ${WIDTH} px wide, CPU ${CPU_SLOWDOWN}× slower, profiling build: React's render time per commit and part, ${RUNS} runs (${MODE})`);
    for (let run = 1; run <= RUNS; run++) {
      if (MODE === 'load') {
        await page.goto(`${url}${SCREEN}`);
      } else {
        await page.goto(`${url}/profile`);
        await page.locator('main h1').waitFor();
        await page.waitForTimeout(1500);
        await (await sidebarLink(page, SCREEN)).click();
      }
      await page.locator('main h1').waitFor({ timeout: 30_000 });
      await page.waitForTimeout(2000);
      const watch = (await page.evaluate('window.__renderWatch')) as { since: number; commits: Commit[] };
      const own: Record<string, number> = {};
      console.log(`\nrun ${run}: ${watch.commits.length} commits, ${ms(watch.commits.reduce((sum, commit) => sum + commit.render, 0))} of rendering`);
      for (const commit of watch.commits) {
        for (const [name, time] of Object.entries(commit.own)) own[name] = (own[name] ?? 0) + time;
        if (commit.render < 1) continue;
        console.log(`  +${ms(commit.at - watch.since).padStart(8)}  render ${ms(commit.render).padStart(8)}  ${top(commit.parts, PARTS.length)}`);
        if (commit.render >= BIG_COMMIT_MS) {
          console.log(`  ${''.padStart(28)}started at: ${top(commit.roots, 4)}`);
          console.log(`  ${''.padStart(28)}own: ${top(commit.own, 6)}`);
        }
      }
      console.log(`  own time: ${top(own, OWN_TOP)}`);
    }
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
