import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// WCAG 2.2 AA as axe-core checks it: a screen or an open dialog passes with no serious or critical violation.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Fails with each serious or critical violation (rule, impact, the offending elements) found on the page now. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`.slice(0, 300)) }));
  // Soft: one run lists every screen that fails, not only the first.
  expect.soft(serious, `${what}: serious or critical axe violations`).toEqual([]);
}
