import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { createCandidate, saveOnboardingSteps } from './support/accounts';
import { signedInContext } from './support/sessions';
import { expectAccessible } from './support/axe';

// A candidate states, on her profile at phone width in Romanian, the shift patterns she accepts, the most gărzi a
// month, nights and weekends, and whether her desired pay is net or brut; the profile reads them back.

test('a candidate sets her working-time limits and a brut desired pay on her profile at 390 px, in ro-RO', async ({ browser, baseURL, request }) => {
  const candidate = await createCandidate(request);
  await saveOnboardingSteps(request, candidate);
  const context = await signedInContext(browser, baseURL!, candidate.email);
  await context.addInitScript(() => localStorage.setItem('locale', 'ro-RO'));
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profilul meu' })).toBeVisible();
  const salary = page.getByRole('region', { name: 'Salariu' });
  // Nothing stated yet: said so, never read as "anything goes".
  await expect(salary.getByText('Nedeclarat').first()).toBeVisible();

  await salary.getByRole('button', { name: 'Modificați: Salariu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salariu' });
  await expect(dialog).toBeVisible();
  await dialog.getByText('brut', { exact: true }).click();
  await expect(dialog.getByLabel('Salariul brut minim pe lună')).toBeVisible();
  await dialog.getByLabel('Salariul brut minim pe lună').fill('7500');
  await dialog.getByLabel('Ture de zi').check();
  await dialog.getByLabel('Ture de 12 h').check();
  const garzi = dialog.getByLabel('Câte gărzi pe lună acceptați cel mult');
  await garzi.fill('2');
  await dialog.getByRole('radiogroup', { name: 'Accept munca de noapte' }).getByLabel('Nu', { exact: true }).check();
  await dialog.getByRole('radiogroup', { name: 'Accept munca în weekend' }).getByLabel('Da', { exact: true }).check();
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: 'test-results/candidate-limits-390-ro.png' });
  await expectAccessible(page, 'the pay and working-time dialog at 390 px');
  await dialog.getByRole('button', { name: 'Salvați' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Profilul a fost salvat')).toBeVisible();

  await page.reload();
  await expect(salary.getByText('Salariul brut minim pe lună')).toBeVisible();
  await expect(salary.getByText('Ture de zi, ture de 12 h')).toBeVisible();
  await expect(salary.getByText('Nedeclarat')).toHaveCount(0);
  const stored = await request.get(`/api/register/candidate/${candidate.id}`, { headers: { Authorization: `Bearer ${candidate.access_token}` } });
  expect(await stored.json()).toMatchObject({
    min_salary: 7500,
    salary_basis: 'gross',
    accepted_shift_patterns: ['day', '12h'],
    max_garzi_per_month: 2,
    accepts_nights: false,
    accepts_weekends: true,
  });
  await expectAccessible(page, 'the profile with its limits at 390 px');
  await context.close();
});
