import { signedInContext } from './support/sessions';
import { createWorld, getJson } from './support/processes';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';

// A published post can be edited. In ro-RO, on a phone and on a desktop, the company opens the post
// form prefilled from its post page, is stopped by the form's rules, saves a new salary and city, and the candidate
// already offered the post gets one notice in the bell naming what changed.

type Notices = { items: Array<{ kind: string; body: string }> };

for (const width of [390, 1280]) {
  test(`a company edits its published post and the offered candidate is told, at ${width} px`, async ({ browser, baseURL, request }) => {
    const world = await createWorld(request, { title: 'Medic cardiolog – ambulatoriu' });
    const context = await signedInContext(browser, baseURL!, world.company.email);
    await context.addInitScript(() => localStorage.setItem('locale', 'ro-RO'));
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/app/needs/${world.needId}/`);

    await page.getByRole('button', { name: 'Modificați postul' }).click();
    await expect(page.getByRole('textbox', { name: 'Titlul postului' })).toHaveValue('Medic cardiolog – ambulatoriu');
    await expect(page.getByRole('combobox', { name: 'Oraș' })).toHaveValue('Cluj-Napoca');
    const salaryTo = page.getByRole('textbox', { name: 'Salariu brut lunar până la (LEI)' });
    await expect(salaryTo).toHaveValue('12.000');
    await expect(page.getByText('Candidații aflați deja într-un proces pentru acest post sunt anunțați', { exact: false })).toBeVisible();
    await expectAccessible(page, `post edit form at ${width} px`);
    await page.screenshot({ path: `/tmp/neededit-form-${width}.png`, fullPage: true });

    // Below the lower end: the form's rule (the server's too) keeps it from being sent.
    await salaryTo.fill('8000');
    await page.getByRole('button', { name: 'Salvați modificările' }).click();
    await expect(page.getByText('Salariul maxim trebuie să fie cel puțin egal cu salariul minim')).toBeVisible();

    await salaryTo.fill('14000');
    await page.getByRole('combobox', { name: 'Oraș' }).click();
    await page.getByRole('option', { name: 'Iași', exact: true }).click();
    await page.getByRole('textbox', { name: 'Descriere' }).fill('Cardiolog pentru ambulatoriu și gărzi.');
    await page.getByRole('button', { name: 'Salvați modificările' }).click();
    await expect(page.getByText('Postul a fost salvat. Candidați în proces anunțați despre modificări: 1')).toBeVisible();
    await expect(page.getByText(/14\.000 LEI/)).toBeVisible();
    await expect(page.getByText(/· Iași$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Modificați postul' })).toBeVisible();
    await page.screenshot({ path: `/tmp/neededit-${width}.png`, fullPage: true });

    const notices = await getJson<Notices>(request, world.candidate, '/notifications');
    const changed = notices.items.filter((n) => n.kind === 'need.changed');
    expect(changed).toHaveLength(1);
    // In the candidate's language (the one they registered in): the post's name and the two fields that changed.
    expect(changed[0]!.body).toContain('Medic cardiolog – ambulatoriu');
    expect(changed[0]!.body).toMatch(/orașul, salariul|city, salary/);
    await context.close();
  });
}
