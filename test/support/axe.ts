import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The WCAG 2.1 level A and AA rules of axe-core: the portal's accessibility target (docs/accessibility.md). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One violation per paragraph: rule, impact, what it asks, and each offending element with axe's reason. */
export function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `    - ${n.target.join(' > ')}\n      ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : '';
      return `  ${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help}\n  ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/**
 * Runs axe-core's WCAG 2.1 A/AA rules on the page as it is now and records a failure (soft, so one run lists every
 * page that fails) naming the page and each violation readably. `include` narrows the check to one part (a dialog).
 */
export async function expectNoAxeViolations(page: Page, where: string, include?: string): Promise<void> {
  // Colours are judged as they end, not mid-transition: a dialog fading in or a selection bar sliding in was measured
  // blended with what lies behind it (a CI run saw 3.7:1 and 4.48:1 for colours that are 5:1 and more at rest).
  // The style is taken away afterwards, so what the journey does next (closing a dialog, a tooltip leaving) runs with
  // the page's own transitions, as a person sees it.
  const still = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  await still.evaluate((style) => (style as HTMLStyleElement).remove());
  expect.soft(violations.length, `axe-core on ${where} (${page.viewportSize()?.width} px):\n${describeViolations(violations)}\n`).toBe(0);
}

/**
 * Every page has exactly one level-1 heading that names it (WCAG 1.3.1, 2.4.6; axe checks this only as a best
 * practice, outside the WCAG tags).
 */
export async function expectOneH1(page: Page, where: string): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect.soft(h1, `${where} has one h1`).toHaveCount(1);
  if ((await h1.count()) === 1) await expect.soft(h1, `${where}: the h1 names the page`).not.toHaveText(/^\s*$/);
}
