/** Signing in through the real sign-in page, as a person does, in the language asked. */
import type { Page } from 'playwright-core';

export const demo = { username: 'demo', password: 'Demo-2026!x' };
/** The embedded default's super-administrator (printed at first start). */
export const superAdmin = { username: 'superadmin', password: 'Super-2026!x' };
export const demoSub = { username: 'demo-sub', password: 'Sub-2026!xy' };
/** A sub-user without the campaign permission. */
export const demoReader = { username: 'demo-reader', password: 'Read-2026!xy' };

const englishLabels = { username: 'Username', password: 'Password', submit: 'Sign in' };
const hebrewLabels = { username: 'שם משתמש', password: 'סיסמה', submit: 'כניסה' };

/** The sign-in form is on screen (its code and texts have arrived). */
export const loginFormShown = (page: Page) => page.locator('input[autocomplete="current-password"]').waitFor({ state: 'visible' });

export async function chooseLanguage(page: Page, language: 'he' | 'en'): Promise<void> {
  await loginFormShown(page);
  await page.locator('header select').selectOption(language);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await loginFormShown(page);
}

export async function signIn(page: Page, who: { username: string; password: string }, labels = englishLabels): Promise<void> {
  await page.getByLabel(labels.username, { exact: true }).fill(who.username);
  await page.getByLabel(labels.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** Opens /login, picks the language, signs in and waits for the landing page. */
export async function signedIn(page: Page, language: 'he' | 'en', who = demo): Promise<void> {
  await page.goto('/login');
  if (language === 'en') await chooseLanguage(page, 'en');
  else await loginFormShown(page);
  await signIn(page, who, language === 'en' ? englishLabels : hebrewLabels);
  await page.waitForURL('**/campaign');
  // The session is kept in local storage; the next page.goto reloads the app from there.
  await page.waitForFunction(() => /"token\\?":\\?"[^"\\]/.test(localStorage.getItem('persist:messaging') ?? ''));
}
