import { DAY_POST_TERMS } from '../../src/server/workflow/needs.ts';
import { createCompany, uniqueEmail } from './support/accounts';
import { signedInContext } from './support/sessions';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/test';

// A company writing a post sees its range against the market, in ro-RO on a phone: the market is six other employers'
// posts for community nurses in Sibiu (k-anonymous: 5 employers and 5 data points at least), their cells recomputed
// as the worker would at the end of the minute.

const post = (jobTitle: string, city: string, min: number) => ({
  ...DAY_POST_TERMS,
  job_title: jobTitle,
  city,
  work_type: 'full_time',
  salary_min: min,
  salary_max: min + 1000,
});

test('a company writing a post sees its range against the market, at 390 px in ro-RO', async ({ browser, baseURL, request }) => {
  for (let i = 0; i < 6; i++) {
    const { token } = await createCompany(request, uniqueEmail('market'), `Clinica Piață ${i}`);
    const res = await request.post('/api/needs', {
      headers: { authorization: `Bearer ${token}` },
      data: post('asistent-medical-comunitar', 'sibiu', 4000 + i * 300),
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  expect((await request.post('/api/test/insight/cells')).status()).toBe(200);

  const company = await createCompany(request);
  const context = await signedInContext(browser, baseURL!, company.email);
  await context.addInitScript(() => localStorage.setItem('locale', 'ro-RO'));
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/app/needs/add');

  await page.getByRole('combobox', { name: 'Funcția' }).click();
  await page.getByRole('option', { name: 'Asistent medical comunitar / Asistentă medicală comunitară', exact: true }).click();
  await page.getByRole('combobox', { name: 'Oraș' }).fill('Sibiu');
  await page.getByRole('option', { name: 'Sibiu', exact: true }).click();
  await page.getByRole('textbox', { name: 'Salariu brut lunar de la (LEI)' }).fill('3000');
  await page.getByRole('textbox', { name: 'Salariu brut lunar până la (LEI)' }).fill('3500');

  const hint = page.getByTestId('salary-market-hint');
  await expect(hint).toContainText(
    'Piața pentru asistent medical comunitar / asistentă medicală comunitară în Sibiu (salariu brut lunar, ultimele 12 luni): mediana',
  );
  await expect(hint).toContainText('Intervalul dumneavoastră (3.000–3.500 LEI) este sub majoritatea pieței.');
  await page.getByRole('textbox', { name: 'Salariu brut lunar de la (LEI)' }).fill('4500');
  await page.getByRole('textbox', { name: 'Salariu brut lunar până la (LEI)' }).fill('5500');
  await expect(hint).toContainText('este în jumătatea din mijloc a pieței');
  await hint.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/salary-insight/post-form-market-ro-390.png', fullPage: true });
  await expectAccessible(page, 'post form with the market hint at 390 px');

  // A job nobody else posts: the form says so instead of showing a figure.
  await page.getByRole('combobox', { name: 'Funcția' }).click();
  await page.getByRole('option', { name: 'Statistician medical / Statisticiană medicală', exact: true }).click();
  await expect(hint).toContainText('Prea puțini angajatori');
  await context.close();
});
