import { expect, test } from './support/test';
import { createWorld } from './support/processes';
import { signedInContext } from './support/sessions';
import { uniqueEmail } from './support/accounts';
import { expectAccessible } from './support/axe';
import { waitForMail } from './support/mailbox';

// Recommend-a-friend from the candidate's offer to the friend's mailbox and back: the note is the candidate's only
// words in the invitation and takes no link; the mail's unsubscribe link opens a public page that stops every later
// invitation at once (ro-RO, axe), and says so again when followed twice; a broken link says what to do.
test('a friend is invited in the product’s words, and unsubscribes from the mail in one click', async ({ browser, baseURL, request, page }) => {
  const world = await createWorld(request);
  const sender = await signedInContext(browser, baseURL!, world.candidate.email);
  const offer = await sender.newPage();
  await offer.goto(`/app/offers/${world.processId}`);
  const form = offer.getByRole('form', { name: 'Recommend a friend' });
  const friend = uniqueEmail('prieten');
  await form.getByLabel('Full name').fill('Radu Ene');
  await form.getByLabel('Email').fill(friend);
  await form.getByLabel('Phone number').fill('0733 444 555');
  await form.getByLabel('A note for your friend (optional)').fill('Câștigați 5000 lei acum http://castig.example');
  await form.getByRole('button', { name: 'Send the recommendation' }).click();
  await expect(form.getByText('Please leave out links and web addresses (such as www…, http://… or a name like example.ro)')).toBeVisible();

  await form.getByLabel('A note for your friend (optional)').fill('Salut! Cred că secția ATI ți s-ar potrivi.');
  const answer = offer.waitForResponse((res) => res.url().endsWith('/api/recommendations') && res.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send the recommendation' }).click();
  const stored = await answer;
  expect(stored.status()).toBe(201);
  const { id } = (await stored.json()) as { id: number };
  await expect(offer.getByText('Thank you for the recommendation')).toBeVisible();
  await expect(form.getByLabel('A note for your friend (optional)')).toHaveValue('');
  await sender.close();

  // The job the worker would run at once.
  const run = await request.post(`/api/test/recommendations/${id}/invitation`);
  expect(await run.json()).toEqual({ sent: true });
  const unsubscribeLink = /https?:\/\/[^\s"<>]+\/app\/unsubscribe\/[A-Za-z0-9_-]+\//;
  // The mailbox hands back the decoded bytes of the message; its text is UTF-8.
  const mail = Buffer.from(await waitForMail(baseURL!, friend, unsubscribeLink), 'latin1').toString('utf8');
  expect(mail).toContain('Salut! Cred că secția ATI ți s-ar potrivi.');
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  const link = mail.match(unsubscribeLink)![0];

  // The friend, without an account, in Romanian.
  await page.context().addInitScript(() => localStorage.setItem('locale', 'ro-RO'));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Dezabonare de la invitații' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'V-ați dezabonat' })).toBeVisible();
  await expectAccessible(page, 'unsubscribe (ro-RO)');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'V-ați dezabonat' })).toBeVisible();

  await page.goto(link.replace(/\/[A-Za-z0-9_-]+\/$/, '/trunchiat/'));
  await expect(page.getByRole('alert').filter({ hasText: 'Acest link de dezabonare este incomplet sau nu este valid.' })).toBeVisible();
  await expectAccessible(page, 'unsubscribe, broken link (ro-RO)');
});
