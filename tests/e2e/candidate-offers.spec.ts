import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';
import { expect, test } from './support/test';
import { createWorld, postJson, sendEvent } from './support/processes';
import { VIEWPORTS, signedInContext } from './support/sessions';
import { resetServerClock } from './support/clock';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The offers list keeps its filters and page in the URL (spec §2): they survive a reload and can be shared.

test('filters and paging round-trip through the URL and survive a reload', async ({ browser, baseURL, request }) => {
  // Screenshots (both languages and widths) take their own minute.
  if (process.env.CANDIDATE_SCREENSHOTS) test.setTimeout(180_000);
  await resetServerClock(request);
  const world = await createWorld(request, { city: 'cluj-napoca', salary_min: 9000, salary_max: 12000 });
  // Eleven more offers for the same candidate: five in Iași (two of them refused, so archived), six in Timișoara.
  const cities = ['iasi', 'iasi', 'iasi', 'iasi', 'iasi', 'timisoara', 'timisoara', 'timisoara', 'timisoara', 'timisoara', 'timisoara'];
  for (const [i, city] of cities.entries()) {
    const { id: needId } = await postJson<{ id: number }>(
      request,
      world.company,
      '/needs',
      {
        job_title: 'medic-specialist',
        specialty: city === 'iasi' ? 'cardiologie' : 'endocrinologie',
        city,
        work_type: i % 2 ? 'part_time' : 'full_time',
        ...DAY_POST_TERMS,
        salary_min: 5000 + i * 500,
        salary_max: 7000 + i * 500,
      },
      201,
    );
    const { id } = await postJson<{ id: number }>(request, world.company, '/processes', { need_id: needId, candidate_id: world.candidate.id }, 201);
    if (i < 2) await sendEvent(request, world.candidate, id, 'candidate.rejectOffer', { reason: 'insufficient-salary' });
  }

  const context = await signedInContext(browser, baseURL!, world.candidate.email);
  const page = await context.newPage();
  const rows = page.getByRole('table', { name: 'Offers' }).locator('tbody tr');

  await page.goto('/app/offers/');
  await expect(rows).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/offset=10/);
  await expect(rows).toHaveCount(2);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('data-active', 'true');

  // Archived only, in Iași: the two refused offers.
  const filters = page.getByRole('form', { name: 'Filter offers' });
  await filters.getByText('Archived', { exact: true }).click();
  await filters.getByRole('combobox', { name: 'Cities' }).click();
  await page.getByRole('option', { name: 'Iași', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/need__archived=1/);
  await expect(page).toHaveURL(/city_in=iasi/);
  await expect(page).not.toHaveURL(/offset=/);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Iași');
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('radio', { name: 'Archived' })).toBeChecked();

  // A shared link with a salary range and a page size: opened as is.
  await page.goto('/app/offers/?need__archived=0&salary_min=9500&salary_max=20000&limit=3');
  await expect(page.getByRole('textbox', { name: 'Salary from (LEI)' })).toHaveValue('9500');
  await expect(rows).toHaveCount(3);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/offset=3/);
  await expect(page).toHaveURL(/limit=3/);
  await page.reload();
  await expect(page).toHaveURL(/salary_min=9500/);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/app\/offers\/\?limit=3$/);
  await expect(rows).toHaveCount(3);

  // Empty and error states.
  await page.goto('/app/offers/?city_in=brasov');
  await expect(page.getByText('No offer matches these filters.')).toBeVisible();
  await page.route('**/api/offers?**', (route) => route.fulfill({ status: 500, json: { message: 'Database unavailable' } }));
  await page.goto('/app/offers/?city_in=constanta');
  await expect(page.getByRole('alert')).toContainText('Database unavailable');
  await page.screenshot({ path: `${SHOTS}offers-error-en-desktop.png` });
  await page.unroute('**/api/offers?**');

  // Two badges (refused, archived) wrap inside their cell: they never run under the button beside them.
  await page.goto('/app/offers/?need__archived=1');
  await expect(rows).toHaveCount(2);
  const archived = await rows.first().getByText('Archived', { exact: true }).boundingBox();
  const button = await rows
    .first()
    .getByRole('link', { name: /^View offer: / })
    .boundingBox();
  expect(archived!.x + archived!.width).toBeLessThanOrEqual(button!.x);

  // On a phone, one card per offer instead of a table scrolled sideways.
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/app/offers/?limit=3');
  const cards = page.getByRole('list', { name: 'Offers' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cards.first().getByRole('link', { name: /^View offer: / })).toBeVisible();
  await context.close();

  // The list and the dashboard, looked at in both languages and at both widths (CANDIDATE_SCREENSHOTS=1).
  for (const locale of process.env.CANDIDATE_SCREENSHOTS ? (['ro-RO', 'en'] as const) : []) {
    const shots = await signedInContext(browser, baseURL!, world.candidate.email, { locale: locale });
    const shotPage = await shots.newPage();
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      await shotPage.setViewportSize(viewport);
      await shotPage.goto('/app/offers/?need__archived=0');
      const offers = width === 'phone' ? shotPage.getByRole('listitem') : shotPage.getByRole('table').locator('tbody tr');
      await expect(offers).toHaveCount(10);
      await shotPage.screenshot({ path: `${SHOTS}offers-${locale}-${width}.png`, fullPage: true });
      // Refused and archived: two badges in the status.
      await shotPage.goto('/app/offers/?need__archived=1');
      await expect(offers).toHaveCount(2);
      await shotPage.screenshot({ path: `${SHOTS}offers-archived-${locale}-${width}.png`, fullPage: true });
      await shotPage.goto('/app/dashboard/candidate');
      await expect(shotPage.locator('[data-status]').first()).toBeVisible();
      await shotPage.screenshot({ path: `${SHOTS}dashboard-${locale}-${width}.png`, fullPage: true });
    }
    await shots.close();
  }
});

const SHOTS = fileURLToPath(new URL('../../.tmp/candidate-screens/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });
