import { expect, test } from './support/test';
import { createCandidate, createCompany } from './support/accounts';
import { signedInContext } from './support/sessions';

// A first visit is no dead end: a new candidate and a new clinic each read what happens next, a failed load never
// says that nothing waits, and no number shows that means nothing to the reader (credits gate nothing).

test('a new candidate reads what happens next, and a failed load is not "nothing waits"', async ({ browser, baseURL, request }) => {
  const candidate = await createCandidate(request);
  const context = await signedInContext(browser, baseURL!, candidate.email);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/dashboard/candidate');
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByText('You answer within 48 hours', { exact: false })).toBeVisible();
  await page.screenshot({ path: 'test-results/first-run-candidate.png', fullPage: true });

  await page.route('**/api/offers*', (route) => route.fulfill({ status: 503, json: { message: 'Unavailable' } }));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'The offers could not be loaded' })).toBeVisible();
  await expect(page.getByText('Nothing waits for you now.')).toHaveCount(0);
  await expect(page.getByText('Not known for now: the list could not be loaded.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toHaveCount(0);
  await context.close();
});

test('a new clinic reads what follows its first post, and sees no credits', async ({ browser, baseURL, request }) => {
  const company = await createCompany(request);
  const context = await signedInContext(browser, baseURL!, company.email);
  const page = await context.newPage();
  await page.goto('/app/dashboard/company');
  await expect(page.getByText('No open posts yet. Once you publish one:')).toBeVisible();
  await expect(page.getByText(/Medilink customer care calls every interested candidate/)).toBeVisible();
  await expect(page.getByText(/Credits/)).toHaveCount(0);
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
  await expect(page.getByText(/Credits/)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/first-run-company.png', fullPage: true });
  await context.close();
});
