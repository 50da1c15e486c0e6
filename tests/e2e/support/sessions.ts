import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { PASSWORD } from './accounts';
import type { Locale } from './catalog';
import { useServerClock } from './clock';

// The browser sessions driver: a context signed in as an account through the real login screen, reading the
// server's clock, with the app in the language a test reads.

export const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

export type SessionOptions = {
  password?: string;
  /** The app's language after signing in (English by default). */
  locale?: Locale;
  /** The browser context's own options (viewport, browser locale, downloads). */
  context?: BrowserContextOptions;
  /** Runs on the context before signing in (e.g. to answer navigations to the external recruiter app). */
  prepare?: (context: BrowserContext) => Promise<void>;
};

/** Tests read English texts: the app remembers the language in localStorage (ro-RO by default). */
export async function useEnglish(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!localStorage.getItem('locale')) localStorage.setItem('locale', 'en');
  });
}

/** Signs in on `page` through the English login screen; done once the app leaves the login page. */
export async function signInOn(page: Page, email: string, password: string = PASSWORD): Promise<void> {
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const user = page.waitForResponse((response) => response.url().endsWith('/api/user') && response.ok());
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await user;
  // Signed in once the app leaves the login page (to a dashboard, the care console, or the recruiter app).
  await expect(page).not.toHaveURL(/\/app\/login/);
}

/** A new context holding the real session of `email`. */
export async function signedInContext(browser: Browser, baseURL: string, email: string, options: SessionOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', ...options.context });
  await useServerClock(context);
  await useEnglish(context);
  await options.prepare?.(context);
  const page = await context.newPage();
  await signInOn(page, email, options.password);
  // Remembered as if chosen in the app: the English default then keeps out, and a test may still switch language.
  if (options.locale) await page.evaluate((chosen) => localStorage.setItem('locale', chosen), options.locale);
  await page.close();
  return context;
}

/** A signed-in context (signedInContext) and a page in it. */
export async function signedInPage(browser: Browser, baseURL: string, email: string, options: SessionOptions = {}) {
  const context = await signedInContext(browser, baseURL, email, options);
  return { context, page: await context.newPage() };
}
