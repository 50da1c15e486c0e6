import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { expect, test } from './support/test';
import { createWorld, processOf } from './support/processes';
import { PASSWORD } from './support/accounts';
import { signedInPage } from './support/sessions';

// GDPR in the browser, in Romanian (the default language): the candidate downloads her data as a ZIP,
// then deletes her account; the company's process ends with the reason.

const SHOTS = 'test-results/screens/gdpr';

test('data export and account deletion, in ro-RO', async ({ browser, baseURL, request }) => {
  const world = await createWorld(request);
  const { context, page } = await signedInPage(browser, baseURL!, world.candidate.email, {
    locale: 'ro-RO',
    context: { locale: 'ro-RO', acceptDownloads: true },
  });

  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { name: 'Datele dumneavoastră' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descărcați datele mele' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^medilink-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(readFileSync(await file.path())));
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(['README.txt', 'data/users.json', 'data/processes.json', 'data/process_events.json']));
  await expect(page.getByText('Arhiva cu datele dumneavoastră a fost descărcată.')).toBeVisible();

  await page.getByRole('button', { name: 'Ștergeți contul meu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ștergeți contul meu' });
  await dialog.getByLabel('Parola dumneavoastră').fill('nu-este-parola');
  await dialog.getByRole('button', { name: 'Ștergeți definitiv contul meu' }).click();
  await expect(dialog.getByText('Parola nu este corectă.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/delete-account-dialog.png` });
  await dialog.getByLabel('Parola dumneavoastră').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Ștergeți definitiv contul meu' }).click();
  await expect(page.getByText('Contul dumneavoastră a fost șters.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/app\/profile/);

  // The company's process ended through the machine, with the candidate's closed account as the reason.
  const process = await processOf(request, world.company, world.processId);
  expect(process.state).toBe('archived.accountClosed');
  await context.close();
});
