import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { signedInContext } from './support/sessions';
import { useServerClock } from './support/clock';
import { onboardedCandidate, pdf, section } from './support/candidate-profile';

// The candidate's /profile: the wizard's answers by section, the completeness, a section edited with its step
// form (saved through the wizard's API), and the CV downloaded and replaced; a profile that fails to load, and the
// screens in both languages (filling the sections in: candidate-profile-sections.spec.ts).

test('a candidate sees the profile, edits a section, downloads and replaces the CV', async ({ browser, baseURL, request }) => {
  const candidate = await onboardedCandidate(request);
  const context = await signedInContext(browser, baseURL!, candidate.email);
  const page = await context.newPage();
  await page.goto('/app/profile');

  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByText('In preparation')).toHaveCount(0);
  // Labels from the nomenclatures and the wizard, numbers in the language; never the stored slugs.
  const job = section(page, 'Job and specialty');
  await expect(job.getByText('General registered nurse')).toBeVisible();
  await expect(page.getByText('asistent-medical-generalist')).toHaveCount(0);
  const location = section(page, 'Where you work');
  await expect(location.getByText('Part time')).toBeVisible();
  await expect(location.getByText('Cluj-Napoca').first()).toBeVisible();
  await expect(location.getByText('30 km')).toBeVisible();
  await expect(section(page, 'Education and experience').getByText('3-5 years')).toBeVisible();
  await expect(section(page, 'Education and experience').getByText('7 of 10')).toBeVisible();
  await expect(section(page, 'Salary').getByText('5,500 LEI')).toBeVisible();
  await expect(section(page, 'Salary').getByText('8,000 LEI')).toBeVisible();
  await expect(section(page, 'Preferences').getByText('Email, WhatsApp')).toBeVisible();
  await expect(section(page, 'Preferences').getByText('Already interviewing, open to offers')).toBeVisible();

  // The server's completeness, with what is still missing.
  const completeness = section(page, 'Profile completion');
  const user = await request.get('/api/user', { headers: { Authorization: `Bearer ${candidate.access_token}` } });
  const percent = ((await user.json()) as { data: { completeness: number } }).data.completeness;
  await expect(completeness.getByText(`${percent}%`)).toBeVisible();
  await expect(completeness.getByRole('listitem').filter({ hasText: 'Medical specialty' })).toBeVisible();
  await expect(completeness.getByRole('listitem').filter({ hasText: 'Date of birth' })).toBeVisible();

  // Edit the salary with the wizard's own form: its checks first, then the save, kept after a reload.
  await section(page, 'Salary').getByRole('button', { name: 'Edit: Salary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salary' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Minimum net salary per month').fill('9000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The maximum salary must be at least the minimum salary')).toBeVisible();
  await dialog.getByLabel('Minimum net salary per month').fill('6250');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The profile was saved')).toBeVisible();
  await expect(section(page, 'Salary').getByText('6,250 LEI')).toBeVisible();
  await page.reload();
  await expect(section(page, 'Salary').getByText('6,250 LEI')).toBeVisible();
  await expect(section(page, 'Salary').getByText('8,000 LEI')).toBeVisible();

  // Cancel leaves the section as it was.
  await section(page, 'Job and specialty').getByRole('button', { name: 'Edit: Job and specialty' }).click();
  await page.getByRole('dialog', { name: 'Job and specialty' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The CV: download the current one, then replace it.
  const cv = section(page, 'CV');
  await expect(cv.getByText('Current CV: cv-ana.pdf')).toBeVisible();
  const download = page.waitForEvent('download');
  await cv.getByRole('button', { name: 'Download CV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('cv-ana.pdf');
  expect(readFileSync(await file.path()).toString()).toContain('% first');

  await cv.getByRole('button', { name: 'Replace the CV' }).click();
  const upload = page.getByRole('dialog', { name: 'CV' });
  await upload.locator('input[type=file]').setInputFiles({ name: 'cv-ana-2026.pdf', mimeType: 'application/pdf', buffer: pdf('second') });
  await upload.getByRole('button', { name: 'Save' }).click();
  await expect(upload).toBeHidden();
  await expect(cv.getByText('Current CV: cv-ana-2026.pdf')).toBeVisible();
  const again = page.waitForEvent('download');
  await cv.getByRole('button', { name: 'Download CV' }).click();
  expect(readFileSync(await (await again).path()).toString()).toContain('% second');
  await context.close();
});

test('a profile that cannot be loaded says so and loads again on request', async ({ browser, baseURL, request }) => {
  const candidate = await onboardedCandidate(request);
  const context = await signedInContext(browser, baseURL!, candidate.email);
  const page = await context.newPage();
  let failing = true;
  await page.route('**/api/register/candidate/*', (route) =>
    failing ? route.fulfill({ status: 500, json: { message: 'Server error' } }) : route.fallback(),
  );
  await page.goto('/app/profile');
  const alert = page.getByRole('alert').filter({ hasText: 'Your profile could not be loaded' });
  await expect(alert).toBeVisible();
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(section(page, 'Salary').getByText('5,500 LEI')).toBeVisible();
  await context.close();
});

// The demo candidate's profile also holds the details of the page's own sections (birth date, experience, studies).
const DEMO_CANDIDATE = { email: 'candidate@demo.medilink.ro', password: 'Medilink-demo-1' };

test('the profile screens in both languages at desktop and phone width', async ({ browser, baseURL }) => {
  const candidate = DEMO_CANDIDATE;
  const dir = 'test-results/screens';
  mkdirSync(dir, { recursive: true });
  for (const locale of ['ro-RO', 'en']) {
    for (const [size, viewport] of Object.entries({ desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } })) {
      const context = await browser.newContext({ baseURL, viewport });
      await useServerClock(context);
      await context.addInitScript((value) => localStorage.setItem('locale', value), locale);
      const page = await context.newPage();
      await page.goto('/app/login');
      await page.locator('input[type=email]').fill(candidate.email);
      await page.locator('input[type=password]').fill(candidate.password);
      await page.locator('button[type=submit]').click();
      await expect(page).toHaveURL(/\/app\/dashboard\//);
      await page.goto('/app/profile');
      await expect(page.locator('section').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `profile ${locale} ${size} overflows sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${dir}/candidate-profile-${locale}-${size}.png`, fullPage: true });
      await page.locator('[aria-labelledby="section-location-title"] button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `${dir}/candidate-profile-edit-${locale}-${size}.png` });
      // The profile's own dialogs: about you, and an experience entry (the demo has some).
      for (const [name, opener] of [
        ['about', '[aria-labelledby="section-about-title"] > div > div > button'],
        ['experience', '[aria-labelledby="section-experience-title"] li button'],
      ] as const) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        await page.locator(opener).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.screenshot({ path: `${dir}/candidate-profile-${name}-${locale}-${size}.png` });
      }
      // The month picker of the entry, opened from the keyboard.
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^(From|De la)$/ })
        .focus();
      await page.keyboard.press('Enter');
      await page.screenshot({ path: `${dir}/candidate-profile-month-${locale}-${size}.png` });
      await context.close();
    }
  }
});
