import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The impacts that fail a browser test: a serious or critical violation keeps someone out of the page. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now and fails with a readable list when a serious or critical violation is
 * found (rule, impact, and the first few offending elements of each).
 */
export async function expectNoSeriousA11yViolations(page: Page, where = page.url()): Promise<void> {
  await renderOffscreenSections(page);
  await settleTransitions(page);
  // Legacy mode runs axe inside the page: the default opens a second page in the page's context, which a
  // page made by browser.newPage() refuses ("Please use browser.newContext()"). Only other sites' frames (an
  // embedded stream) go unchecked, and they are not ours to fix.
  // A transition that starts while axe runs (a toast closing by itself) ends at once, so axe never measures a
  // half-faded element's contrast; the page's own transitions come back afterwards.
  const noTransitions = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  const results = await new AxeBuilder({ page })
    // Only violations are read: axe then keeps one node per passed or inapplicable rule rather than every node, which
    // the browser would otherwise collect and send over the protocol on every run. (Before withTags: options()
    // replaces the whole option object, tags included.)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze()
    .finally(() => noTransitions.evaluate((style) => (style as Element).remove()));
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const report = blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n'),
  );
  if (report.length > 0) throw new Error(`Accessibility violations on ${where}:\n${report.join('\n')}`);
  expect(blocking).toHaveLength(0);
}

/**
 * Renders the sections a page leaves unrendered while they are out of view (`content-visibility: auto`, see
 * CardSection): axe can't measure the contrast of text that has no style yet, and a full-page screenshot would show
 * them blank, as nobody scrolling to them sees them.
 */
export async function renderOffscreenSections(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/**
 * Waits (up to 5 s) until no finite animation or transition runs: a dialog fading in is nearly transparent, and
 * axe would measure its text's contrast against what shows through. Endless ones (spinners, the live glow) are
 * not waited for.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => undefined);
}
