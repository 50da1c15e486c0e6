import { expect, test } from './support/test';
import { createCandidate } from './support/accounts';
import { signedInContext } from './support/sessions';
import { expectAccessible } from './support/axe';

// A nurse on night shifts chooses, on her profile, what reaches her away from the app and when not to be woken:
// interview news by text only, quiet hours 08:00–16:00 with urgent deadlines let through. It holds after a reload,
// and an empty window is refused on the spot.

test('a candidate chooses her channels and quiet hours on her profile, at 390 px in Romanian', async ({ browser, baseURL, request }) => {
  const candidate = await createCandidate(request);
  const context = await signedInContext(browser, baseURL!, candidate.email);
  await context.addInitScript(() => localStorage.setItem('locale', localStorage.getItem('test-locale') ?? 'ro-RO'));
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/app/profile');

  const card = page.getByRole('region', { name: 'Setări de notificare' });
  const interviews = card.getByRole('group', { name: 'Interviuri: ore propuse, schimbări, mementouri' });
  // The notification centre is on for every kind of news, shown and not to be turned off.
  const inApp = interviews.getByRole('checkbox', { name: 'În aplicație (mereu)' });
  await expect(inApp).toBeChecked();
  await expect(inApp).toBeDisabled();
  await interviews.getByRole('checkbox', { name: 'Email' }).uncheck();
  await interviews.getByRole('checkbox', { name: 'SMS sau WhatsApp (cum ați ales în profil)' }).check();
  await card.getByRole('switch', { name: 'Ore de liniște (ora României): mesajele așteaptă până la sfârșitul lor' }).check();
  await card.getByRole('combobox', { name: 'De la' }).selectOption('08:00');
  await card.getByRole('combobox', { name: 'Până la' }).selectOption('08:00');
  await card.getByRole('button', { name: 'Salvați setările de notificare' }).click();
  await expect(card.getByText('Orele de liniște trebuie să se încheie la altă oră decât încep')).toBeVisible();
  await card.getByRole('combobox', { name: 'Până la' }).selectOption('16:00');
  await card
    .getByRole('checkbox', { name: 'Un mesaj sau o notificare pe dispozitiv poate trece când un răspuns este așteptat în mai puțin de 12 ore' })
    .check();
  await expectAccessible(page, 'notification settings');
  await card.screenshot({ path: 'test-results/notification-settings-390-ro.png' });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/notification-settings') && r.request().method() === 'PUT');
  await card.getByRole('button', { name: 'Salvați setările de notificare' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Setările de notificare au fost salvate.')).toBeVisible();

  // The times are the 24-hour clock's, as Romania writes them, whatever the browser's own language.
  await expect(card.getByRole('combobox', { name: 'Până la' }).locator('option', { hasText: '16:00' })).toHaveCount(1);

  await page.reload();
  const again = page.getByRole('region', { name: 'Setări de notificare' });
  const interviewsAgain = again.getByRole('group', { name: 'Interviuri: ore propuse, schimbări, mementouri' });
  await expect(interviewsAgain.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
  await expect(interviewsAgain.getByRole('checkbox', { name: 'În aplicație (mereu)' })).toBeChecked();
  await expect(interviewsAgain.getByRole('checkbox', { name: 'SMS sau WhatsApp (cum ați ales în profil)' })).toBeChecked();
  await expect(again.getByRole('combobox', { name: 'De la' })).toHaveValue('08:00');
  await expect(again.getByRole('combobox', { name: 'Până la' })).toHaveValue('16:00');
  await context.close();
});
