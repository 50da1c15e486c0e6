import { createCandidate, saveOnboardingSteps } from './support/accounts';
import { signedInContext } from './support/sessions';
import { expect, test } from './support/test';

// The medical specialties offered follow the job title (the nomenclatures' job-title groups).
// A nurse (ONBOARDING_ANSWERS) sees the 12 nursing specialties, not the physicians' list; choosing a physician's
// job title offers the physicians' specialties and clears a nursing one. In ro-RO, on a phone and on a desktop.

for (const width of [390, 1280]) {
  test(`a nurse chooses among the nursing specialties at ${width} px`, async ({ browser, baseURL, request }) => {
    const candidate = await createCandidate(request);
    await saveOnboardingSteps(request, candidate);
    const context = await signedInContext(browser, baseURL!, candidate.email);
    await context.addInitScript(() => localStorage.setItem('locale', 'ro-RO'));
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/app/profile');

    await page.getByRole('button', { name: 'Modificați: Funcția și specialitatea medicală' }).click();
    const dialog = page.getByRole('dialog', { name: 'Funcția și specialitatea medicală' });
    const specialty = dialog.getByRole('combobox', { name: 'Specialitatea medicală' });
    await specialty.click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.filter({ hasText: 'Asistent medical de pediatrie' })).toBeVisible();
    await expect(options).toHaveCount(12);
    await expect(options.filter({ hasText: 'Cardiologie' })).toHaveCount(0);
    await options.filter({ hasText: 'Asistent medical de pediatrie' }).click();
    await expect(specialty).toHaveValue('Asistent medical de pediatrie');

    // Another job title: its own specialties, and the nursing one chosen before is cleared.
    await dialog.getByRole('combobox', { name: 'Funcția' }).click();
    await page.getByRole('option', { name: 'Medic specialist', exact: true }).click();
    await expect(specialty).toHaveValue('');
    await specialty.click();
    await expect(options.filter({ hasText: 'Cardiologie' }).first()).toBeVisible();
    await expect(options.filter({ hasText: 'Asistent medical de pediatrie' })).toHaveCount(0);
    await context.close();
  });
}
