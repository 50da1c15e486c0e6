import { PASSWORD, createCandidate, uniqueEmail } from './support/accounts';
import { signedInContext } from './support/sessions';
import { waitForMail } from './support/mailbox';
import { expect, test } from './support/test';

// A candidate changes her name, phone and email on /profile, in ro-RO, on a phone and on a
// desktop. Name and phone are saved at once; a new email address needs the current password, and is used only after
// the link mailed to it (read from the real mail the server sent) is followed; until then the account keeps the old one.

const confirmLink = /https?:\/\/[^\s"<>]+\/app\/email\/confirm\/[A-Za-z0-9_-]+\/?/;

for (const width of [390, 1280]) {
  test(`a candidate edits her contact details at ${width} px, the new email after its confirmation link`, async ({ browser, baseURL, request }) => {
    const account = await createCandidate(request);
    const context = await signedInContext(browser, baseURL!, account.email);
    await context.addInitScript(() => localStorage.setItem('locale', 'ro-RO'));
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/app/profile');

    const contact = page.getByRole('region', { name: 'Date de contact' });
    await expect(contact.getByText(account.email)).toBeVisible();
    await contact.getByRole('button', { name: 'Modificați: Date de contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Date de contact' });
    // The browser checks as the server does: a phone number too short is refused on the spot.
    await dialog.getByLabel('Telefon').fill('0722');
    await dialog.getByRole('button', { name: 'Salvați' }).click();
    await expect(dialog.getByLabel('Telefon')).toHaveAttribute('aria-invalid', 'true');

    const next = uniqueEmail('nou');
    await dialog.getByLabel('Nume complet').fill('Ioana Maria Pop');
    await dialog.getByLabel('Telefon').fill('0722 333 444');
    // The current password is asked for once the address differs, and checked in the browser, then by the server.
    const current = dialog.getByLabel('Parola actuală');
    await expect(current).toHaveCount(0);
    await dialog.getByLabel('Email').fill(next);
    await dialog.getByRole('button', { name: 'Salvați' }).click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Acest câmp este obligatoriu')).toBeVisible();
    await current.fill('Nu-este-parola-1');
    await dialog.getByRole('button', { name: 'Salvați' }).click();
    await expect(dialog.getByText('Parola nu este corectă')).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await current.fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Salvați' }).click();
    await expect(dialog).toBeHidden();
    await expect(contact.getByText('Ioana Maria Pop')).toBeVisible();
    await expect(contact.getByText('0722 333 444')).toBeVisible();
    // The old address stays until the link is followed; the new one waits, said in words.
    await expect(contact.getByText(account.email)).toBeVisible();
    await expect(contact.getByText(`Așteaptă confirmarea: ${next}.`, { exact: false })).toBeVisible();
    expect((await request.post('/api/login', { data: { email: account.email, password: PASSWORD } })).status()).toBe(200);

    const link = (await waitForMail(baseURL!, next, confirmLink)).match(confirmLink)?.[0];
    expect(link, 'confirmation link in the mail').toBeTruthy();
    await page.goto(link!);
    await expect(page.getByText('Adresa de email a fost schimbată')).toBeVisible();
    await expect(page.getByText(next)).toBeVisible();
    await page.getByRole('link', { name: 'Mergeți la profilul meu' }).click();
    await expect(contact.getByText(next)).toBeVisible();
    await expect(contact.getByText('Așteaptă confirmarea', { exact: false })).toHaveCount(0);
    expect((await request.post('/api/login', { data: { email: next, password: PASSWORD } })).status()).toBe(200);
    expect((await request.post('/api/login', { data: { email: account.email, password: PASSWORD } })).status()).toBe(401);

    // The link is single use: opened again, it says so.
    await page.goto(link!);
    await expect(page.getByText('Adresa nu a fost schimbată')).toBeVisible();
    await context.close();
  });
}
