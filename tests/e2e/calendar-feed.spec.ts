import { expect, test } from './support/test';
import { signedInContext } from './support/sessions';
import { createWorld } from './support/processes';
import { replay } from './support/process-replay';
import { expectAccessible } from './support/axe';
import { resetServerClock } from './support/clock';
import type { PlanStep } from './support/machine-plan';

// A clinic subscribes its calendar to its interviews from its profile: it gets the private link (webcal:// and the
// web address), copies it, a calendar reads the interview from it; a new link replaces the old one, and turning it
// off ends it.

const SCHEDULED: PlanStep[] = [
  { type: 'candidate.acceptOffer' },
  { type: 'care.validate' },
  { type: 'company.acceptCandidate' },
  { type: 'company.proposeInterview' },
  { type: 'candidate.pickOption' },
];

test('a company gets its calendar link, copies it, makes a new one and turns it off, at 390 px in Romanian', async ({
  browser,
  baseURL,
  request,
}) => {
  await resetServerClock(request);
  const world = await createWorld(request);
  await replay(request, world, SCHEDULED);
  const context = await signedInContext(browser, baseURL!, world.company.email);
  await context.addInitScript(() => localStorage.setItem('locale', localStorage.getItem('test-locale') ?? 'ro-RO'));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/app/profile');

  const card = page.getByRole('region', { name: 'Calendar' });
  await card.getByRole('button', { name: 'Obțineți linkul de calendar' }).click();
  const webcal = card.getByRole('textbox', { name: 'Link pentru aplicațiile de calendar (webcal)' });
  await expect(webcal).toHaveValue(/^webcal:\/\/[^/]+\/api\/calendar\/[\w-]{43}\.ics$/);
  const first = await card.getByRole('textbox', { name: 'Adresă web (https)' }).inputValue();
  expect(await webcal.inputValue()).toBe(first.replace(/^https?:/, 'webcal:'));
  await card.getByRole('button', { name: 'Copiați: Link pentru aplicațiile de calendar (webcal)' }).click();
  await expect(card.getByRole('button', { name: 'Copiat: Link pentru aplicațiile de calendar (webcal)' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await webcal.inputValue());

  // What a calendar reads there: the scheduled interview, on the Bucharest clock, in the company's language.
  const feed = await request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  const text = await feed.text();
  expect(text).toContain(`UID:interview-${world.processId}-1@`);
  expect(text).toMatch(/DTSTART;TZID=Europe\/Bucharest:\d{8}T100000/);
  expect(text).toContain('SUMMARY:Interviu cu Ana Ionescu: ');
  await expectAccessible(page, 'calendar link');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/calendar-feed-390-ro-link.png', fullPage: true });

  await card.getByRole('button', { name: 'Generați un link nou' }).click();
  await expect(webcal).not.toHaveValue(first.replace(/^https?:/, 'webcal:'));
  const second = await card.getByRole('textbox', { name: 'Adresă web (https)' }).inputValue();
  expect((await request.get(new URL(first).pathname)).status()).toBe(404);
  expect((await request.get(new URL(second).pathname)).status()).toBe(200);

  // Back on the profile later: the link is on, read by a calendar, and no longer shown.
  await page.reload();
  await expect(card.getByText(/Linkul dumneavoastră de calendar este activ din .+; un calendar l-a citit ultima dată pe /)).toBeVisible();
  await expect(webcal).toHaveCount(0);
  await expectAccessible(page, 'calendar link on');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/calendar-feed-390-ro-on.png' });

  await page.evaluate(() => localStorage.setItem('test-locale', 'en'));
  await page.reload();
  await expect(card.getByText(/^Your calendar link is on since .+; a calendar last read it on /)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/calendar-feed-390-en-on.png' });
  await card.getByRole('button', { name: 'Turn the link off' }).click();
  await expect(card.getByRole('button', { name: 'Get the calendar link' })).toBeVisible();
  expect((await request.get(new URL(second).pathname)).status()).toBe(404);
  await context.close();
});
