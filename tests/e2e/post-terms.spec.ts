import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signedInContext } from './support/sessions';
import { text } from './support/catalog';
import { createWorld, postJson } from './support/processes';
import { expectAccessible } from './support/axe';
import { resetServerClock } from './support/clock';

// Pay and working time before anything else, in Romanian: a company writes a post with its terms (a gross pay range,
// the normă, 12 h shifts, gărzi with their pay, nights and weekends, a fixed-term contract, probation), care offers
// it, and the candidate reads the same terms on her offer card and her offer page on a 390 px phone, before she
// answers.

const say = (source: string) => text('ro-RO', source);
const SHOTS = 'test-results/screens/post-terms';

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a company writes a post with its terms and the candidate reads them on her offer at 390 px, in ro-RO', async ({
  browser,
  baseURL,
  request,
}) => {
  await resetServerClock(request);
  const world = await createWorld(request);
  const romanian = async (email: string, width: number) => {
    const context = await signedInContext(browser, baseURL!, email);
    await context.addInitScript(() => localStorage.setItem('locale', 'ro-RO'));
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    return { context, page };
  };

  const company = await romanian(world.company.email, 1280);
  await company.page.goto('/app/needs/add');
  const title = `Medic cardiolog – ture de 12 h ${world.company.id}`;
  await company.page.getByLabel(say('Post title')).fill(title);
  await chooseOption(company.page, say('Job title'), 'Medic specialist');
  await chooseOption(company.page, say('City'), 'Cluj-Napoca');
  await company.page.getByRole('textbox', { name: say('Gross monthly salary from (LEI)') }).fill('5500');
  await company.page.getByRole('textbox', { name: say('Gross monthly salary to (LEI)') }).fill('6500');
  await company.page
    .getByRole('radiogroup', { name: say('Normă'), exact: true })
    .getByRole('radio', { name: say('Full time (normă întreagă)') })
    .check();
  await chooseOption(company.page, say('Shift pattern'), say('12 h shifts'));
  await company.page
    .getByRole('radiogroup', { name: say('Night work') })
    .getByRole('radio', { name: say('Yes') })
    .check();
  await company.page
    .getByRole('radiogroup', { name: say('Weekend work') })
    .getByRole('radio', { name: say('Yes') })
    .check();
  await company.page.getByRole('textbox', { name: say('Gărzi per month') }).fill('4');
  await company.page.getByRole('textbox', { name: say('Gross pay per gardă (LEI)') }).fill('450');
  await company.page.getByRole('radio', { name: say('Fixed term (determinată)') }).check();
  await company.page.getByRole('textbox', { name: say('Contract length (months)') }).fill('12');
  await company.page.getByRole('textbox', { name: say('Probation (days)') }).fill('90');
  await company.page.getByLabel(say('Description')).fill('Consultații și gărzi în secția de cardiologie.');
  // The normă the terms state is the post's work type; nothing asks it twice.
  await expect(company.page.getByRole('radiogroup', { name: say('Work type') })).toHaveCount(0);
  await company.page.getByRole('button', { name: say('Publish the post') }).click();
  await expect(company.page).toHaveURL(/\/app\/needs\/\d+\/$/);
  const needId = Number(/needs\/(\d+)\//.exec(company.page.url())![1]);
  // The company sees its post as the candidate will.
  const preview = company.page.getByRole('region', { name: say('What candidates see') });
  await expect(preview.getByTestId('terms-line')).toHaveText('5.500–6.500 lei brut/lună · normă întreagă · ture de 12 h · 4 gărzi/lună × 450 lei');
  await company.context.close();

  // Care offers the post to the candidate, as the product does.
  const { id: processId } = await postJson<{ id: number }>(
    request,
    world.care,
    '/processes',
    { need_id: needId, candidate_id: world.candidate.id },
    201,
  );

  const candidate = await romanian(world.candidate.email, 390);
  // On her offers list: the card carries pay and working time before she opens it.
  await candidate.page.goto('/app/offers');
  const line = '5.500–6.500 lei brut/lună · normă întreagă · ture de 12 h · 4 gărzi/lună × 450 lei';
  await expect(candidate.page.getByRole('listitem').getByTestId('terms-line').filter({ hasText: line })).toBeVisible();
  expect(await candidate.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await candidate.page.screenshot({ path: `${SHOTS}/candidate-offers-list-ro-390.png` });

  // On the offer page, before the answer buttons: every term with its label.
  await candidate.page.goto(`/app/offers/${processId}`);
  const heading = candidate.page.getByRole('heading', { name: say('Pay and working time') });
  await expect(heading).toBeVisible();
  const terms = heading.locator('..');
  const facts: Array<[string, string]> = [
    ['Salariu', '5.500–6.500 lei brut/lună'],
    ['Normă', 'normă întreagă'],
    ['Program', 'ture de 12 h'],
    ['Gărzi', '4 gărzi/lună × 450 lei'],
    ['Nopți', 'cu ture de noapte'],
    ['Weekenduri', 'cu weekenduri'],
    ['Începere', 'cât mai curând'],
    ['Contract', 'pe perioadă determinată, 12 luni'],
    ['Perioadă de probă', '90 de zile'],
  ];
  for (const [label, value] of facts) {
    await expect(terms.getByRole('term').filter({ hasText: new RegExp(`^${label}:$`) })).toBeVisible();
    await expect(terms.getByRole('definition').filter({ hasText: value }).first()).toHaveText(value);
  }
  // Nothing overflows the phone's width.
  expect(await candidate.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await heading.scrollIntoViewIfNeeded();
  await candidate.page.screenshot({ path: `${SHOTS}/candidate-offer-terms-ro-390.png`, fullPage: true });
  await expectAccessible(candidate.page, 'the offer page with the post terms at 390 px');
  await candidate.context.close();
});
