import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PASSWORD, createCandidate, createCompany, saveOnboardingSteps } from './support/accounts';
import { useServerClock } from './support/clock';

// The public, registration, onboarding and profile screens in both languages at desktop and phone width: a screenshot to look at
// (test-results/screens) and a check that nothing overflows the viewport sideways.
const sizes = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } } as const;
const locales = ['ro-RO', 'en'] as const;
const publicScreens = [
  ['landing', '/app/'],
  ['login', '/app/login'],
  ['register', '/app/register'],
  ['register-candidate', '/app/register/candidate/'],
  ['register-company', '/app/register/company/'],
  ['password', '/app/password/'],
  ['password-reset', '/app/password/reset/'],
  ['password-reset-token', '/app/password/reset/abc/'],
  ['not-found', '/app/register/x/y'],
] as const;
const dir = 'test-results/screens';
mkdirSync(dir, { recursive: true });

async function shoot(
  browser: Browser,
  baseURL: string,
  locale: string,
  size: keyof typeof sizes,
  screens: ReadonlyArray<readonly [string, string]>,
  signIn?: string,
  registration?: { id: number; access_token: string },
) {
  const context = await browser.newContext({ baseURL, viewport: sizes[size] });
  await useServerClock(context);
  await context.addInitScript((value) => localStorage.setItem('locale', value), locale);
  if (registration) {
    await context.addInitScript((value) => localStorage.setItem('onboarding-registration', value), JSON.stringify(registration));
  }
  const page = await context.newPage();
  if (signIn) {
    await page.goto('/app/login');
    await page.locator('input[type=email]').fill(signIn);
    await page.locator('input[type=password]').fill(PASSWORD);
    await page.locator('button[type=submit]').click();
    await expect(page).toHaveURL(/\/app\/dashboard\//);
  }
  for (const [name, path] of screens) {
    await page.goto(path);
    await expect(page.locator('h1, [role=alert]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} ${locale} ${size} overflows sideways`).toBeLessThanOrEqual(0);
    expect(await clippedTexts(page), `${name} ${locale} ${size}: text cut off by its container`).toEqual([]);
    await page.screenshot({ path: `${dir}/${name}-${locale}-${size}.png`, fullPage: true });
  }
  await context.close();
}

/** Buttons, links and headings sticking out of an ancestor that hides its overflow (a cut-off label). */
function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('button, a, h1, h2, h3, label')) {
      const box = element.getBoundingClientRect();
      if (!box.width) continue;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        if (box.right > frame.right + 1 || box.left < frame.left - 1) clipped.push(element.innerText.trim());
        break;
      }
    }
    return clipped;
  });
}

for (const locale of locales) {
  for (const size of Object.keys(sizes) as Array<keyof typeof sizes>) {
    test(`screens in ${locale} at ${size} width`, async ({ browser, baseURL, request }) => {
      await shoot(browser, baseURL!, locale, size, publicScreens);
      // The dashboard layout (header, menu) around its not-found view, for each kind of account.
      const candidate = await createCandidate(request);
      await shoot(browser, baseURL!, locale, size, [['layout-not-found-candidate', '/app/nowhere']], candidate.email);
      const company = await createCompany(request);
      await shoot(browser, baseURL!, locale, size, [['layout-not-found-company', '/app/nowhere']], company.email);
      // The onboarding wizard: every step, with the answers a candidate saved through the API (step by step: the
      // server keeps the wizard's order).
      const registration = await createCandidate(request);
      await saveOnboardingSteps(request, registration);
      const steps = [1, 2, 3, 4, 5, 6].map((step) => [`onboarding-step-${step}`, `/app/onboarding/candidate/?step=${step}`] as const);
      await shoot(browser, baseURL!, locale, size, steps, undefined, { id: registration.id, access_token: registration.access_token });
    });
  }
}
