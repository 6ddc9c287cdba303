/**
 * Issue 20, manage-price-lists and the customer's price-list tab, against the real server (the
 * shared one) in headless Chromium, in Hebrew. The demo customer is put on a copy of the default
 * price list and accepts a campaign; as `superadmin` the list's SMS message rate is raised on the
 * screen: the demo customer's next estimate costs the new rate, while the campaign accepted
 * before keeps what it cost. The customer page's tab shows the list. axe finds nothing serious.
 * Afterwards the demo customer is back on the default list and the copy is deleted.
 */
import type { Browser } from 'playwright-core';
import { post, tokenFor } from './api';
import { baseUrl, launch, openSession, screenshot, seriousViolations } from './browser';
import { expectLocator } from './expect';
import { demo, signedIn, superAdmin } from './signIn';

const listName = `E2E prices ${Date.now().toString(36)}`;

let browser: Browser;
let superToken: string;
let demoToken: string;
let demoId: number;
let listId: number;
beforeAll(async () => {
  browser = await launch();
  superToken = await tokenFor(superAdmin.username, superAdmin.password);
  demoToken = await tokenFor(demo.username, demo.password);
  demoId = ((await (await fetch(`${baseUrl}/api/main/user-profile`, { headers: { authorization: `Bearer ${demoToken}` } })).json()) as { data: { userId: number } }).data.userId;
  const lists = await post<{ id: number; isDefault: boolean }[]>(superToken, '/super-admin/get-price-lists', {});
  listId = (await post<{ status: number; id: number }>(superToken, '/super-admin/add-price-list', { name: listName, copyFromId: lists.find((l) => l.isDefault)!.id })).id;
  expect((await post<{ status: number }>(superToken, '/super-admin/change-price-list', { userId: demoId, priceListId: listId })).status).toBe(1);
});
afterAll(async () => {
  // Other tests expect the demo customer on the default prices.
  await post(superToken, '/super-admin/restore-default-price-list', { userId: demoId });
  await post(superToken, '/super-admin/remove-price-list', { priceListId: listId });
  await browser.close();
});

const message = { smsContent: 'E2E price check', phones: ['0527000456'] };
const estimate = () => post<{ credits: number }>(demoToken, '/campaigns/get-campaign-credits-number', message).then((d) => d.credits);
const shipmentCredits = async (campaignId: number) => {
  const page = await post<{ rows: { CAMPAIGN_ID?: number; ID?: number; credits?: number }[] }>(demoToken, '/reports/shipments-report', {});
  return page.rows.find((r) => (r.CAMPAIGN_ID ?? r.ID) === campaignId)?.credits;
};

test("a rate raised on the screen prices the next estimate; a campaign accepted before keeps its cost", async () => {
  expect(await estimate()).toBe(1);
  const accepted = await post<{ status: number; campaignId: number; summary: { credits: number } }>(demoToken, '/campaigns/send-campaign', { ...message, campaign_name: listName, validation: false });
  expect(accepted).toMatchObject({ status: 1, summary: { credits: 1 } });

  const { context, page } = await openSession(browser);
  await signedIn(page, 'he', superAdmin);
  await page.goto('/setting-system/manage-price-lists');
  await page.getByRole('button', { name: `פתיחה ${listName}` }).click();
  const rate = page.getByLabel('תעריף של SMS message');
  await rate.fill('3');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'שמירת המחירון' }).click();
  await expectLocator(page.getByText('המחירון נשמר.')).toBeVisible();
  await screenshot(page, 'settings-prices-he');

  expect(await estimate()).toBe(3);
  expect(await shipmentCredits(accepted.campaignId)).toBe(1);

  await page.goto(`/user-profile/${demoId}`);
  await page.getByRole('tab', { name: 'מחירון' }).click();
  await expectLocator(page.getByText(listName, { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'settings-prices-customer-he');
  await context.close();
});
