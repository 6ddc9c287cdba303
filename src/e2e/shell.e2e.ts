/**
 * Issue 3 end to end: the built app and the real server (seeded demo accounts), in headless
 * Chromium, in Hebrew and in English.
 */
import type { Browser } from 'playwright-core';
import { launch, openSession, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { chooseLanguage, demo, demoSub, loginFormShown, signIn } from './signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

test('a newcomer signs in in Hebrew: the page is right-to-left and the shell shows the user', async () => {
  const { context, page } = await openSession(browser);
  await page.goto('/login');
  await loginFormShown(page);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['he', 'rtl']);
  await screenshot(page, 'login-he');
  expect(await seriousViolations(page)).toEqual([]);

  await signIn(page, demo, { username: 'שם משתמש', password: 'סיסמה', submit: 'כניסה' });
  await page.waitForURL('**/campaign');
  await expectLocator(page.getByRole('button', { name: 'התנתקות' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  // antd draws from its prebuilt stylesheet (zeroRuntime): linked, and its rules reach the page's
  // buttons (antd's primary button is filled in the theme's primary colour, #3eafe4).
  const send = page.locator('.ant-btn-primary').first();
  await expectLocator(send).toBeVisible();
  expect(await send.evaluate((button) => [getComputedStyle(button).cursor, getComputedStyle(button).backgroundColor])).toEqual(['pointer', 'rgb(62, 175, 228)']);
  await screenshot(page, 'shell-he');
  await context.close();
});

test('in English: sign in, the session survives a reload, axe finds nothing serious on the shell', async () => {
  const { context, page } = await openSession(browser);
  await page.goto('/login');
  await chooseLanguage(page, 'en');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  await screenshot(page, 'login-en');
  expect(await seriousViolations(page)).toEqual([]);

  await signIn(page, demo);
  await page.waitForURL('**/campaign');
  await expectLocator(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.reload();
  await expectLocator(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(page.url()).toMatch(/\/campaign$/);
  await screenshot(page, 'shell-en');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('a wrong password says how many attempts are left', async () => {
  const { context, page } = await openSession(browser);
  await page.goto('/login');
  await chooseLanguage(page, 'en');
  await signIn(page, { username: 'admin', password: 'Not-the-password1!' });
  await expectLocator(page.getByRole('alert').filter({ hasText: 'Wrong username or password. 4 attempts left.' })).toBeVisible();
  await screenshot(page, 'login-wrong-password-en');
  await context.close();
});

test('the service-mode bar switches mode and the menu changes with it', async () => {
  const { context, page } = await openSession(browser);
  await page.goto('/login');
  await chooseLanguage(page, 'en');
  await signIn(page, demo);
  await page.waitForURL('**/campaign');

  const reportsMenu = page.getByRole('menuitem', { name: 'Reports' });
  await reportsMenu.hover();
  await expectLocator(page.getByRole('menuitem', { name: 'Messages report', exact: true })).toBeVisible();
  await expectLocator(page.getByRole('menuitem', { name: 'Voice messages report', exact: true }).filter({ visible: true })).toHaveCount(0);

  const modes = page.getByRole('navigation', { name: 'Service' });
  await modes.getByRole('button', { name: 'Voice' }).click();
  await expectLocator(modes.getByRole('button', { name: 'Voice' })).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 400);
  await reportsMenu.hover();
  await expectLocator(page.getByRole('menuitem', { name: 'Voice messages report', exact: true })).toBeVisible();
  // antd keeps a closed popup in the page, hidden: what counts is what the user sees.
  await expectLocator(page.getByRole('menuitem', { name: 'Messages report', exact: true }).filter({ visible: true })).toHaveCount(0);
  await screenshot(page, 'shell-voice-mode-en');
  await context.close();
});

test('a sub-user opening a management route is refused', async () => {
  const { context, page } = await openSession(browser);
  await page.goto('/login');
  await chooseLanguage(page, 'en');
  await signIn(page, demoSub);
  await page.waitForURL('**/campaign');
  await page.goto('/users-management');
  await page.waitForURL('**/403');
  await screenshot(page, 'forbidden-en');
  await context.close();
});

test('logout returns to /login', async () => {
  const { context, page } = await openSession(browser);
  await page.goto('/login');
  await chooseLanguage(page, 'en');
  await signIn(page, demo);
  await page.waitForURL('**/campaign');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
  await expectLocator(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // The session is over on the server too: the old page cannot come back.
  await page.goto('/campaign');
  await page.waitForURL('**/login');
  await context.close();
});
