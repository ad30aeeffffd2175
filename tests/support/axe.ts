import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

/** The impacts that fail a screen (issue 8.6): moderate and minor ones are reported by axe but pass. */
const FAILING: readonly ImpactValue[] = ['serious', 'critical'];

/** One violation, as a failure message should show it: the rule, its impact and where it is. */
export interface AxeFinding {
  route: string;
  rule: string;
  impact: ImpactValue | undefined;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** axe-core's browser build, read once. */
let axeSource: string | undefined;

/**
 * Runs axe-core (WCAG 2.x A and AA plus best practices) on the page as it is now and returns its
 * serious and critical violations, labelled with `route`. The script is evaluated in the page once
 * per document (the app does not ship it); a <script> tag would be refused by the app's CSP.
 */
export async function axeViolations(page: Page, route: string): Promise<AxeFinding[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Colours are measured as they settle: a field's label fading in (MUI's 200 ms colour transition, a form just enabled) is not a finding.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        resultTypes: ['violations'],
      }),
  );
  return results.violations
    .filter((violation) => violation.impact && FAILING.includes(violation.impact))
    .map((violation) => ({
      route,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => ({
        target: node.target.join(' '),
        html: node.html.slice(0, 200),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      })),
    }));
}
