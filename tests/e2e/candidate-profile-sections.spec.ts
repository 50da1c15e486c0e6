import { expect, test } from './support/test';
import { createWorld, sendEvent } from './support/processes';
import { createCandidate } from './support/accounts';
import { signedInContext } from './support/sessions';
import { bucharestInstant, serverNow, workingDaysAfter } from './support/clock';
import { pickMonth } from './support/date-picker';
import { LICENCE_CHECKED, addLicence } from './support/licences';
import { onboardedCandidate, pdf, section } from './support/candidate-profile';

// The candidate's /profile sections filled in one by one: about, experience and studies up to 100% (and what the
// company then sees), and the sections of a candidate who left the wizard early, in order, with a CV.

test('a candidate fills in about, experience and studies up to 100%, and the company sees the current job', async ({ browser, baseURL, request }) => {
  // A process links the company to the candidate, so the company may open the candidate's page.
  const world = await createWorld(request);
  const candidate = await onboardedCandidate(request, { id: world.candidate.id, access_token: world.candidate.token, email: world.candidate.email });
  const headers = { Authorization: `Bearer ${world.candidate.token}` };
  // The specialty too: after it, only the items of this page's own sections are missing.
  const specialty = await request.patch(`/api/register/candidate/${candidate.id}`, { headers, data: { sub_category: 'cardiologie' } });
  expect(specialty.status(), await specialty.text()).toBe(200);
  // Her licence to practise as a nurse is on file: the card then waits only for this page's own sections.
  await addLicence(request, world.candidate.token, 'asistent-medical-generalist');

  const context = await signedInContext(browser, baseURL!, world.candidate.email);
  const page = await context.newPage();
  await page.goto('/app/profile');
  const completeness = section(page, 'Profile completion');
  await expect(completeness.getByText('75%')).toBeVisible();
  // Every missing item now leads to its form; no note about items that cannot be changed.
  for (const item of ['Date of birth', 'Preferred schedule', 'About you', 'Work experience', 'Schools and degrees']) {
    await expect(completeness.getByRole('button', { name: item })).toBeVisible();
  }
  await expect(completeness.getByText('cannot be changed on this page', { exact: false })).toHaveCount(0);

  // About you, opened from the missing items.
  await completeness.getByRole('button', { name: 'Date of birth' }).click();
  const about = page.getByRole('dialog', { name: 'About you' });
  await about.getByLabel('About you').fill('x'.repeat(4001));
  await expect(about.getByText('4001 of 4000 characters')).toBeVisible();
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about.getByText('At most 4000 characters')).toBeVisible();
  await about.getByLabel('About you').fill('Asistentă cu experiență în cardiologie.\nCaut un program stabil.');
  await about.getByRole('button', { name: 'Date of birth', exact: true }).click();
  // The calendar opens on the decades; the youngest allowed year is 16 years back, so 1990 is some decades earlier.
  while (!(await page.getByRole('button', { name: '1990', exact: true }).isVisible()))
    await page.getByRole('button', { name: 'Previous decade' }).click();
  await page.getByRole('button', { name: '1990', exact: true }).click();
  await page.getByRole('button', { name: 'Mar', exact: true }).click();
  await page.getByRole('button', { name: 'March 12, 1990' }).click();
  await expect(about.getByRole('button', { name: 'Date of birth', exact: true })).toHaveText('March 12, 1990');
  await about.getByRole('combobox', { name: 'Preferred schedule' }).click();
  await page.getByRole('option', { name: 'Night shifts' }).click();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('option', { name: 'Night shifts' })).toBeHidden();
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about).toBeHidden();
  const aboutSection = section(page, 'About you');
  await expect(aboutSection.getByText('March 12, 1990')).toBeVisible();
  await expect(aboutSection.getByText('Night shifts')).toBeVisible();
  await expect(aboutSection.getByText('Caut un program stabil.', { exact: false })).toBeVisible();

  // A current job: the browser's checks first (required fields, the end not before the start).
  const experience = section(page, 'Work experience');
  await experience.getByRole('button', { name: 'Add work experience' }).click();
  const job = page.getByRole('dialog', { name: 'Add work experience' });
  await job.getByRole('button', { name: 'Save' }).click();
  await expect(job.getByText('This field is required').first()).toBeVisible();
  await job.getByLabel('Job title or role').fill('Asistentă medicală');
  await job.getByLabel('Employer').fill('Spitalul Clinic Județean');
  await job.getByLabel('City').fill('Cluj-Napoca');
  await pickMonth(page, job, 'From', 2021, 'May');
  await pickMonth(page, job, 'To', 2020, 'Jan');
  await job.getByRole('button', { name: 'Save' }).click();
  await expect(job.getByText('The end cannot be before the start')).toBeVisible();
  await job.getByLabel('I work here now').check();
  await expect(job.getByRole('button', { name: 'To', exact: true })).toHaveCount(0);
  await job.getByRole('button', { name: 'Save' }).click();
  await expect(job).toBeHidden();
  await expect(experience.getByText('May 2021 – Present')).toBeVisible();

  // A refusal of the server shows on its field.
  await page.route(`**/api/register/candidate/${candidate.id}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          json: { message: 'The data is not valid', errors: { 'experience_entries.0.employer': ['Refused by the server'] } },
        })
      : route.fallback(),
  );
  await experience.getByRole('button', { name: 'Edit: Asistentă medicală, Spitalul Clinic Județean' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit work experience' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Refused by the server')).toBeVisible();
  await page.unroute(`**/api/register/candidate/${candidate.id}`);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // Studies.
  const studies = section(page, 'Schools and degrees');
  await studies.getByRole('button', { name: 'Add a school or degree' }).click();
  const school = page.getByRole('dialog', { name: 'Add a school or degree' });
  await school.getByLabel('Degree or qualification').fill('Licență în asistență medicală');
  await school.getByLabel('School or university').fill('UMF Iuliu Hațieganu');
  await school.getByLabel('Graduation year').fill('1949');
  await school.getByRole('button', { name: 'Save' }).click();
  await expect(school.getByText('Enter a year between 1950 and 2100')).toBeVisible();
  await school.getByLabel('Graduation year').fill('2012');
  await school.getByRole('button', { name: 'Save' }).click();
  await expect(school).toBeHidden();

  await page.reload();
  await expect(section(page, 'About you').getByText('March 12, 1990')).toBeVisible();
  await expect(section(page, 'Work experience').getByText('Spitalul Clinic Județean', { exact: false })).toBeVisible();
  await expect(section(page, 'Work experience').getByText('May 2021 – Present')).toBeVisible();
  await expect(section(page, 'Schools and degrees').getByText('UMF Iuliu Hațieganu')).toBeVisible();
  await expect(section(page, 'Schools and degrees').getByText('2012')).toBeVisible();
  await expect(completeness.getByText('100%')).toBeVisible();
  await expect(completeness.getByText('Your profile is complete.')).toBeVisible();

  // Removing an entry saves the list without it.
  await section(page, 'Schools and degrees').getByRole('button', { name: 'Edit: Licență în asistență medicală, UMF Iuliu Hațieganu' }).click();
  await page
    .getByRole('dialog', { name: 'Edit a school or degree' })
    .getByRole('button', { name: 'Remove: Licență în asistență medicală, UMF Iuliu Hațieganu' })
    .click();
  await expect(page.getByText('The entry was removed')).toBeVisible();
  await expect(section(page, 'Schools and degrees').getByText('No schools or degrees added yet.')).toBeVisible();
  await expect(completeness.getByRole('button', { name: 'Schools and degrees' })).toBeVisible();
  await context.close();

  // Once she said yes and care validated her, the company sees the current job with the Present marker.
  const callSlot = bucharestInstant(workingDaysAfter(await serverNow(request), 1)[0]!, '10:00');
  await sendEvent(request, world.candidate, world.processId, 'candidate.acceptOffer', { callSlot });
  await sendEvent(request, world.care, world.processId, 'care.validate', LICENCE_CHECKED);
  const companyContext = await signedInContext(browser, baseURL!, world.company.email);
  const companyPage = await companyContext.newPage();
  await companyPage.goto(`/app/candidates/${candidate.id}`);
  await expect(companyPage.getByText('Asistentă medicală · Spitalul Clinic Județean')).toBeVisible();
  await expect(companyPage.getByText('– Present')).toBeVisible();
  await companyContext.close();
});

test('a candidate who left the wizard early edits the sections in order and adds a CV', async ({ browser, baseURL, request }) => {
  const candidate = await createCandidate(request);
  const context = await signedInContext(browser, baseURL!, candidate.email);
  const page = await context.newPage();
  await page.goto('/app/profile');

  await expect(section(page, 'Job and specialty').getByText('Not filled in').first()).toBeVisible();
  await expect(section(page, 'Salary').getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expect(section(page, 'Salary').getByText('Fill in “Job and specialty” first: the sections are saved in order.')).toBeVisible();
  await expect(section(page, 'CV').getByText('You have not uploaded a CV yet.', { exact: false })).toBeVisible();

  await section(page, 'Job and specialty').getByRole('button', { name: 'Edit: Job and specialty' }).click();
  const dialog = page.getByRole('dialog', { name: 'Job and specialty' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Job title' }).click();
  await page.getByRole('option', { name: 'General registered nurse', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(section(page, 'Job and specialty').getByText('General registered nurse')).toBeVisible();
  // The next section opens now; later ones still wait.
  await expect(section(page, 'Where you work').getByRole('button', { name: 'Edit: Where you work' })).toBeVisible();
  await expect(section(page, 'Salary').getByRole('button', { name: /^Edit/ })).toHaveCount(0);

  await section(page, 'CV').getByRole('button', { name: 'Upload a CV' }).click();
  const upload = page.getByRole('dialog', { name: 'CV' });
  await upload.locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf('early') });
  await upload.getByRole('button', { name: 'Save' }).click();
  await expect(upload).toBeHidden();
  await expect(section(page, 'CV').getByText('Current CV: cv.pdf')).toBeVisible();
  await context.close();
});
