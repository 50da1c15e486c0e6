import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { CARE, PASSWORD } from './support/accounts';
import { signedInPage } from './support/sessions';
import { createWorld, processOf } from './support/processes';

// In Romanian: a candidate agrees to marketing messages on her profile (a consent of its own); care erases a company's account on its request (reason required, the
// email typed to confirm), the candidate's process ends, and the console's privacy log shows every step.

const SHOTS = 'test-results/screens/care-privacy';

test('care erases an account on request and reads the privacy log, in ro-RO', async ({ browser, baseURL, request }) => {
  const world = await createWorld(request);
  const signIn = (email: string, password: string) =>
    signedInPage(browser, baseURL!, email, { password, locale: 'ro-RO', context: { locale: 'ro-RO' } });

  const candidate = await signIn(world.candidate.email, PASSWORD);
  await candidate.page.goto('/app/profile');
  const marketing = candidate.page.getByRole('switch', { name: 'Doresc să primesc noutăți de la Medilink prin e-mail' });
  await expect(marketing).not.toBeChecked();
  await marketing.click();
  await expect(marketing).toBeChecked();
  await expect(candidate.page.getByText(/^Acord dat la .*Îl puteți retrage oricând\.$/)).toBeVisible();
  await candidate.context.close();

  const { context, page } = await signIn(CARE.email, CARE.password);

  await page.goto('/app/care/search');
  await page.getByLabel('Căutați o persoană sau o companie').fill(world.company.email);
  const eraseButton = page.getByRole('button', { name: /^Ștergeți contul / });
  await eraseButton.click();
  const dialog = page.getByRole('dialog', { name: /^Ștergeți contul / });
  const confirm = dialog.getByRole('button', { name: 'Ștergeți contul definitiv' });
  await expectAccessible(page, 'care erase-account dialog');
  // The email typed again unlocks the button; the reason is required.
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Scrieți adresa de e-mail a contului pentru confirmare').fill(world.company.email);
  await confirm.click();
  await expect(dialog.getByText('Scrieți de ce este șters contul (cererea la care răspundeți).')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/erase-dialog-ro-1280.png` });
  await dialog.getByLabel('Motiv').fill('Cerere primită prin e-mail de la persoana de contact');
  await confirm.click();
  await expect(page.getByText(/^Contul .* a fost șters\.$/)).toBeVisible();

  // The candidate's process ended through the machine.
  expect((await processOf(request, world.candidate, world.processId)).state).toBe('archived.accountClosed');

  await page.goto('/app/care/privacy');
  await page.getByRole('combobox', { name: 'Tip' }).click();
  await page.getByRole('option', { name: 'Ștergeri' }).click();
  const log = page.getByRole('table', { name: 'Jurnal de confidențialitate' });
  const rows = log.getByRole('row').filter({ hasText: `#${world.company.id}` });
  await expect(rows.filter({ hasText: 'Cont șters' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Proces încheiat prin ștergere' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Cerere primită prin e-mail de la persoana de contact' })).toHaveCount(1);
  await expectAccessible(page, 'care privacy requests');
  await page.getByRole('combobox', { name: 'Tip' }).click();
  await page.getByRole('option', { name: 'Consimțăminte' }).click();
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: `#${world.candidate.id}` })
      .filter({ hasText: 'Mesaje de marketing acceptate' }),
  ).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/privacy-log-ro-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Jurnal de confidențialitate' })).toBeVisible();
  await expectAccessible(page, 'care privacy requests at 390 px');
  await page.screenshot({ path: `${SHOTS}/privacy-log-ro-390.png`, fullPage: true });

  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('list', { name: 'Privacy log' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/privacy-log-en-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('table', { name: 'Privacy log' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/privacy-log-en-1280.png`, fullPage: true });
  await context.close();
});
