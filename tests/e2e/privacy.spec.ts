import { expect, test } from './support/test';
import { signedInContext } from './support/sessions';
import { CARE } from './support/accounts';
import { createWorld } from './support/processes';

// Consent in the browser: a company sees an anonymous profile before the candidate's yes (no name, no CV button),
// the candidate sees who viewed her profile on /profile, and care sees the same log in the console.

const SHOTS = 'test-results/screens/privacy';

test('anonymous profile for the company, and the access log for the candidate and care', async ({ browser, baseURL, request }) => {
  const world = await createWorld(request);

  const company = await signedInContext(browser, baseURL!, world.company.email);
  const companyPage = await company.newPage();
  await companyPage.goto(`/app/candidates/${world.candidate.id}`);
  await expect(companyPage.getByRole('heading', { level: 1, name: 'A. I.' })).toBeVisible();
  await expect(companyPage.getByText('Anonymous profile')).toBeVisible();
  await expect(companyPage.getByText('Ana Ionescu')).toHaveCount(0);
  await expect(companyPage.getByRole('button', { name: 'Download CV' })).toHaveCount(0);
  await companyPage.screenshot({ path: `${SHOTS}/company-anonymous-profile.png`, fullPage: true });
  await company.close();

  const candidate = await signedInContext(browser, baseURL!, world.candidate.email);
  const candidatePage = await candidate.newPage();
  await candidatePage.goto('/app/profile');
  const log = candidatePage.getByRole('table', { name: 'Views of the profile and the CV' });
  await expect(log.locator('tbody tr')).toHaveCount(1);
  await expect(log).toContainText('Clinica Sfânta Maria');
  await expect(log).toContainText('Profile');
  await candidatePage.getByRole('heading', { name: 'Who viewed my profile and CV' }).scrollIntoViewIfNeeded();
  await candidatePage.screenshot({ path: `${SHOTS}/candidate-who-viewed.png` });
  await candidate.close();

  const care = await signedInContext(browser, baseURL!, CARE.email, { password: CARE.password });
  const carePage = await care.newPage();
  await carePage.goto('/app/care/search');
  await carePage.getByLabel('Search a person or a company').fill(world.candidate.email);
  await carePage.getByRole('button', { name: "Views of Ana Ionescu's profile and CV" }).click();
  const dialog = carePage.getByRole('dialog', { name: "Who viewed Ana Ionescu's profile and CV" });
  await expect(dialog.getByRole('table')).toContainText('Clinica Sfânta Maria');
  await carePage.screenshot({ path: `${SHOTS}/care-access-log.png` });
  await care.close();
});
