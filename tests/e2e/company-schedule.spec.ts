import { expect, test } from './support/test';
import { signedInContext } from './support/sessions';
import { createWorld } from './support/processes';
import { replay } from './support/process-replay';
import { resetServerClock, setServerNow } from './support/clock';
import type { PlanStep } from './support/machine-plan';

// On a Sunday the company plans the coming week: the schedule opens on the week of the next working day, not on the
// week that is ending, and each interview names its post (a clinic interviews for several at once).

const SCHEDULED: PlanStep[] = [
  'candidate.acceptOffer',
  'care.validate',
  'company.acceptCandidate',
  'company.proposeInterview',
  'candidate.pickOption',
].map((type) => ({ type }) as PlanStep);

test.afterEach(({ request }) => resetServerClock(request));

test('on a Sunday the schedule opens on the coming week, its interviews named by post', async ({ browser, baseURL, request }) => {
  // Sunday 29 November 2026, before two legal holidays (30 November, 1 December): the next working day is Wednesday.
  await setServerNow(request, '2026-11-29T10:00:00+02:00');
  const world = await createWorld(request, { title: 'Asistent medical UPU – ture de 12 h' });
  await replay(request, world, SCHEDULED);
  const context = await signedInContext(browser, baseURL!, world.company.email);
  const page = await context.newPage();
  await page.goto('/app/company/schedule');

  await expect(page.getByLabel('2026-12-02', { exact: true })).toBeVisible();
  await expect(page.getByLabel('2026-11-27', { exact: true })).toHaveCount(0);
  const entry = page.getByRole('link', { name: /Ana Ionescu/ });
  await expect(entry).toContainText('Asistent medical UPU – ture de 12 h');
  await page.screenshot({ path: 'test-results/company-schedule-sunday.png', fullPage: true });
  await context.close();
});
