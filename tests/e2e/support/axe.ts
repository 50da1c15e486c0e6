import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// WCAG 2.2 AA as axe-core checks it: a screen or an open dialog passes with no serious or critical violation.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Fails with each serious or critical violation (rule, impact, the offending elements) found on the page now. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // A dialog or menu still fading in has text at part opacity: axe would measure a contrast nobody reads. The suites
  // ask for reduced motion (playwright.config.ts), so Mantine's own fades are gone; wait for any other finite
  // transition first (not the endless ones, such as a loader's spin), looking again after two frames until none runs.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 10; round += 1) {
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`.slice(0, 300)) }));
  // Soft: one run lists every screen that fails, not only the first.
  expect.soft(serious, `${what}: serious or critical axe violations`).toEqual([]);
}
