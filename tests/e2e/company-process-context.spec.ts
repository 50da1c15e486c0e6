import { expect, test } from './support/test';
import { signedInContext } from './support/sessions';
import { createWorld } from './support/processes';
import { replay } from './support/process-replay';
import { resetServerClock } from './support/clock';
import type { PlanStep } from './support/machine-plan';

// A clinic hires for several posts at once, in several cities: the process page names the post (heading and tab
// title), and the interview invitation starts from the post's own address, not the head office's.

const ACCEPTED: PlanStep[] = [{ type: 'candidate.acceptOffer' }, { type: 'care.validate' }, { type: 'company.acceptCandidate' }];

for (const width of [390, 1280]) {
  test(`the company's process page names the post and invites to the post's address, at ${width} px`, async ({ browser, baseURL, request }) => {
    await resetServerClock(request);
    const world = await createWorld(request, { title: 'Cardiolog ambulatoriu Cluj', address: 'Str. Republicii 10' });
    await replay(request, world, ACCEPTED);
    const context = await signedInContext(browser, baseURL!, world.company.email);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/app/needs/${world.needId}/candidate/${world.processId}`);

    await expect(page.getByText('Cardiolog ambulatoriu Cluj · Cluj-Napoca')).toBeVisible();
    await expect(page).toHaveTitle(/^Ana Ionescu · Cardiolog ambulatoriu Cluj \|/);
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('Str. Republicii 10, Cluj-Napoca');
    await page.screenshot({ path: `test-results/company-process-context-${width}.png`, fullPage: true });
    await context.close();
  });
}
