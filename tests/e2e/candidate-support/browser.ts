import type { Browser, BrowserContext } from '@playwright/test';
import { signedInContext } from '../support/accounts';

export const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
export type Locale = 'ro-RO' | 'en';

/** A candidate signed in through the login screen, with the app in `locale`. */
export async function candidateContext(browser: Browser, baseURL: string, email: string, locale: Locale = 'en'): Promise<BrowserContext> {
  const context = await signedInContext(browser, baseURL, email);
  // Runs after the English default of signedInContext: the app reads the remembered language at start.
  await context.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
  return context;
}
