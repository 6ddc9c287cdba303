/**
 * Issue 6 in Hebrew against the real server: a future campaign saved as a draft, reopened from
 * /track-drafts and sent; and a sub-user without the campaign permission never sees the
 * send-message page.
 */
import type { Browser, Page } from 'playwright-core';
import { format } from 'date-fns';
import { listWithFields, tokenFor } from './api';
import { launch, openSession, screenshot } from './browser';
import { chooseList } from './composerPage';
import { expectLocator } from './expect';
import { demo, demoReader, loginFormShown, signIn, signedIn } from './signIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}`;

test('a Hebrew message to a list with a field: each recipient previewed with their name and UCS-2 parts, a test send, then the send', async () => {
  const listName = uniqueName('לקוחות');
  await listWithFields(await tokenFor(demo.username, demo.password), listName, ['שם פרטי'], [
    { phone: '0543330001', fields: ['אורית'] },
    { phone: '0543330002', fields: ['בני'] },
    { phone: '0543330003', fields: ['גלית'] },
  ]);
  const { context, page } = await openSession(browser);
  await signedIn(page, 'he');
  await chooseList(page, listName);
  await expectLocator(page.getByText('סה״כ נמענים: 3')).toBeVisible();
  const message = page.getByRole('textbox', { name: 'תוכן ההודעה' });
  await message.fill('שלום ');
  await page.getByRole('button', { name: 'שם פרטי', exact: true }).click();
  await message.press('End');
  await message.pressSequentially(', ההזמנה שלך מוכנה לאיסוף');
  expect(await message.inputValue()).toBe('שלום [שם פרטי], ההזמנה שלך מוכנה לאיסוף');

  const preview = page.getByRole('region', { name: 'מה יקבלו הנמענים הראשונים' });
  for (const name of ['אורית', 'בני', 'גלית']) await expectLocator(preview.getByText(`שלום ${name}, ההזמנה שלך מוכנה לאיסוף`)).toBeVisible();
  await expectLocator(preview.getByText('חלקים: 1')).toHaveCount(3);
  await expectLocator(page.getByText('אותיות בעברית הופכות את ההודעה ל-UCS-2.')).toBeVisible();
  await expectLocator(page.getByText('חיוב לכל נמען: 1 (קרדיט אחד לכל 269 תווים בטקסט הזה)')).toBeVisible();
  await expectLocator(page.getByText('חלקים ברשת: 1 (UCS-2, עד 70 תווים בכל חלק)')).toBeVisible();
  await screenshot(page, 'composer-preview-he');

  await page.getByRole('button', { name: 'שליחת בדיקה', exact: true }).click();
  await page.getByRole('textbox', { name: 'מספרים לבדיקה (עד 3)' }).fill('0543339999');
  await page.getByRole('button', { name: 'הוספה' }).last().click();
  await page.getByRole('button', { name: 'שליחת הבדיקה' }).click();
  await expectLocator(page.getByText('הודעת הבדיקה נשלחה.')).toBeVisible();

  await page.getByRole('button', { name: 'שליחה', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'לשלוח את הקמפיין?' });
  await expectLocator(modal).toBeVisible();
  await modal.getByRole('button', { name: 'שליחה', exact: true }).click();
  await expectLocator(page.getByText('הקמפיין נשלח, או תוזמן למועד שבחרת.')).toBeVisible();

  // The simulator delivers (and, like a real network, fails a few); the messages report shows
  // each recipient's final status as its receipt arrives, and the chart counts the same.
  const outcomes: string[] = [];
  for (const phone of ['0543330001', '0543330002', '0543330003']) outcomes.push(await finalStatus(page, phone));
  await screenshot(page, 'sms-report-delivered-he');
  const delivered = outcomes.filter((o) => o === 'הגיע ליעדו').length;

  await page.goto('/shipments-report');
  // The test send is a shipment of its own, named "… (test)".
  const shipment = page.getByRole('row').filter({ hasText: 'ההזמנה שלך מוכנה לאיסוף' }).filter({ hasNotText: '(test)' }).first();
  await shipment.getByRole('button', { name: /^סטטיסטיקה/ }).click();
  const chart = page.getByRole('img', { name: /^מסירה לאורך זמן/ });
  await expectLocator(chart).toBeVisible();
  expect(await chart.getAttribute('aria-label')).toBe(`מסירה לאורך זמן: נמסרו ${delivered}, לא נמסרו ${3 - delivered}, ממתינים 0`);
  await page.waitForTimeout(400); // the drawer's opening animation
  await screenshot(page, 'shipment-statistics-he');
  await context.close();
});

/** Statuses a message keeps once its receipt (or refusal) is in. */
const settling = ['בתור', 'בשליחה', 'נשלח למפעיל', 'ממתין לניסיון חוזר'];

/** Opens /sms-report for one number until its message shows a final status; answers it. */
async function finalStatus(page: Page, phone: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await page.goto(`/sms-report?phone=${phone}`);
    const row = page.getByRole('row').filter({ hasText: 'ההזמנה שלך מוכנה לאיסוף' }).first();
    await row.waitFor({ state: 'visible' });
    const status = (await row.getByRole('cell').nth(1).innerText()).trim();
    if (!settling.includes(status)) return status;
    if (Date.now() > deadline) throw new Error(`${phone} is still "${status}"`);
    await page.waitForTimeout(1_000);
  }
}

test('a future campaign saved as a draft is reopened from /track-drafts with its text and sent', async () => {
  const listName = uniqueName('טיוטה');
  await listWithFields(await tokenFor(demo.username, demo.password), listName, ['שם'], [
    { phone: '0542220001', fields: ['רות'] },
    { phone: '0542220002', fields: ['משה'] },
  ]);
  const { context, page } = await openSession(browser);
  await signedIn(page, 'he');
  await chooseList(page, listName);
  await expectLocator(page.getByText('סה״כ נמענים: 2')).toBeVisible();
  const text = `שלום [שם], מבצע סוף השבוע ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'תוכן ההודעה' }).fill(text);
  await page.getByRole('radio', { name: 'במועד עתידי' }).check();
  const tomorrow = new Date(Date.now() + 26 * 3600_000);
  const start = page.getByLabel('התחלה (שעון ישראל)');
  await start.click();
  await start.fill(`${format(tomorrow, 'dd/MM/yyyy')} 10:00`);
  await start.press('Enter');
  await page.getByRole('button', { name: 'שמירה כטיוטה' }).click();

  await page.waitForURL('**/track-drafts');
  const row = page.getByRole('row').filter({ hasText: text });
  await expectLocator(row).toBeVisible();
  await screenshot(page, 'drafts-he');
  await row.getByRole('button', { name: /^פתיחה/ }).click();
  await page.waitForURL(/\/campaign\/\d+/);
  await expectLocator(page.getByRole('textbox', { name: 'תוכן ההודעה' })).toBeVisible();
  expect(await page.getByRole('textbox', { name: 'תוכן ההודעה' }).inputValue()).toBe(text);
  await expectLocator(page.getByText('סה״כ נמענים: 2')).toBeVisible();

  await page.getByRole('button', { name: 'שליחה', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'לשלוח את הקמפיין?' });
  await expectLocator(modal).toBeVisible();
  await modal.getByRole('button', { name: 'שליחה', exact: true }).click();
  await expectLocator(page.getByText('הטיוטה נשלחה.')).toBeVisible();
  await page.goto('/track-drafts');
  await expectLocator(page.getByRole('heading', { name: 'טיוטות' })).toBeVisible();
  await expectLocator(page.getByRole('row').filter({ hasText: text })).toHaveCount(0);
  await context.close();
});

test('a sub-user without the campaign permission lands on their lists and cannot open the send-message page', async () => {
  const { context, page } = await openSession(browser);
  await page.goto('/login');
  await loginFormShown(page);
  await signIn(page, demoReader, { username: 'שם משתמש', password: 'סיסמה', submit: 'כניסה' });
  await page.waitForURL('**/contact-list');
  // Whatever campaigns group the menu shows, opened, holds no send-message item.
  const campaignsGroup = page.getByRole('menuitem', { name: 'קמפיינים' });
  if (await campaignsGroup.count()) await campaignsGroup.first().click();
  await expectLocator(page.getByRole('menuitem', { name: 'שליחת הודעה' })).toHaveCount(0);
  await page.waitForFunction(() => /"token\\?":\\?"[^"\\]/.test(localStorage.getItem('persist:messaging') ?? ''));
  await page.goto('/campaign');
  await page.waitForURL('**/contact-list');
  await expectLocator(page.getByRole('heading', { name: 'שליחת הודעה' })).toHaveCount(0);
  await screenshot(page, 'reader-lands-he');
  await context.close();
});
