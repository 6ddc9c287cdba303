/**
 * Issue 13: every page of the route table, with data in its tables, passes axe's WCAG 2 A/AA
 * check without a serious or critical violation (the empty-table text and the "delivered"
 * tags failed colour contrast). One browser and one signed-in context for all the pages the
 * user opens, one guest context for the public ones, so the sweep stays quick.
 */
import type { Browser, Page } from 'playwright-core';
import { href, type PathName } from '../app/router/paths';
import { routeByName, routes } from '../app/router/routes';
import { listWithFields, post, tokenFor } from './api';
import { baseUrl, launch, openSession, screenshot, seriousViolations } from './browser';
import { demo, signedIn, superAdmin } from './signIn';


let browser: Browser;
let contactListId = 0;

const pad = (n: number) => String(n).padStart(2, '0');
const israelDate = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

/** Data for the tables: a list with mixed Hebrew and English fields, a campaign sent to it (the reports' rows), a future one, a draft and a template. */
async function seedData(): Promise<void> {
  const token = await tokenFor(demo.username, demo.password);
  // The user's own pages (push URLs, its profile) open on its own id.
  const profile = await fetch(`${baseUrl}/api/main/user-profile`, { headers: { authorization: `Bearer ${token}` } });
  const { userId } = ((await profile.json()) as { data: { userId: number } }).data;
  sampleParams.pushApi = { userId };
  const suffix = Date.now().toString(36);
  const phones = ['0541230001', '0541230002', '0541230003', '0541230004', '0541230005'];
  contactListId = await listWithFields(token, `Axe לקוחות ${suffix}`, ['שם', 'City'], phones.map((phone, i) => ({ phone, fields: [`Dana ${i} דנה`, 'Tel Aviv תל אביב'] })));
  // No sender named: the account's default goes out.
  const campaign = { smsContent: 'Sale 50% מבצע היום', destinations: [{ type: 'cl', id: contactListId }], validation: false };
  const sent = await post<{ status: number; campaignId?: number }>(token, '/campaigns/send-campaign', { ...campaign, campaign_name: `Pesach מבצע ${suffix}` });
  if (sent.status !== 1) throw new Error(`the campaign was refused: ${JSON.stringify(sent)}`);
  // Its chat (/chat/:id is the shipment's id): the page with its recipients, not the refusal of another account's.
  sampleParams.chat = { id: sent.campaignId ?? 1 };
  const tomorrow = new Date(Date.now() + 86_400_000);
  await post(token, '/campaigns/send-campaign', { ...campaign, campaign_name: `Future ${suffix}`, isFuture: true, startDate: `${israelDate(tomorrow)} 10:00` }).catch(() => undefined);
  await post(token, '/campaigns/send-campaign', { ...campaign, campaign_name: `Draft ${suffix}`, isDraft: true }).catch(() => undefined);
  await post(token, '/main/templates/save/-1', { name: `Welcome ${suffix}`, content: 'Hello [שם], welcome' }).catch(() => undefined);
  // Calls for the voice report: a recording read by text-to-speech, called from the demo's verified mobile.
  const speech = await post<{ voiceFile?: { hash: string } }>(token, '/campaigns/text-to-speech', { text: 'Hello, this is a reminder about your appointment tomorrow morning at nine.', language: 'en' });
  const calls = await post<{ status: number }>(token, '/campaigns/send-voice-campaign', { destinations: [{ type: 'cl', id: contactListId }], voiceFile: { hash: speech.voiceFile?.hash }, callingNumber: '0500000003', campaign_type: '3', campaign_name: `Calls שיחות ${suffix}`, validation: false });
  if (calls.status !== 1) throw new Error(`the voice campaign was refused: ${JSON.stringify(calls)}`);
  // The simulator reports deliveries shortly after: the report's "delivered" tags are what axe must read.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const report = await post<{ rows?: { status?: string }[] }>(token, '/reports/sms-report', { page: 1, pageSize: 50 }).catch(() => ({ rows: [] }));
    if (report.rows?.some((row) => row.status === 'delivered') || Date.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

beforeAll(async () => {
  browser = await launch();
  await seedData();
}, 120_000);
afterAll(() => browser?.close());

const now = new Date();
/** A concrete address for every route: its own data where it has some, a placeholder id otherwise. */
const sampleParams: Partial<Record<PathName, Record<string, string | number>>> = {
  chat: { id: 1 },
  usersUsageReportMonth: { month: now.getMonth() + 1, year: now.getFullYear() },
  userProfile: { userId: 1 },
  security: { hash: 'e2e' },
  pushApi: { userId: 1 },
  landingPage: { hash: 'e2e' },
  creditGuardResult: { type: 'success' },
  verifyPhone: { hash: 'e2e' },
  verifyWhatsappPhone: { hash: 'e2e' },
  coupon: { code: 'e2e' },
  meeting: { id: 'e2e' },
};
const urlOf = (name: PathName) => href(name, name === 'contactList' ? { contactListId } : sampleParams[name]);

/** Opens the page and waits until its code, texts and data are in. */
async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label], .ant-spin-spinning, .ant-skeleton-active'));
}

/**
 * Routes whose feature is not built show one and the same Not Found page, and refused ones
 * land on /403: each page actually shown is checked once, which keeps the sweep quick.
 */
async function sweep(page: Page, names: PathName[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const shown = new Set<string>();
  for (const name of names) {
    const url = urlOf(name);
    const built = Boolean(routeByName.get(name)?.page);
    await settle(page, url);
    const landed = new URL(page.url()).pathname;
    const kind = !built ? 'not built' : landed !== url ? landed : url;
    if (shown.has(kind)) continue;
    shown.add(kind);
    const violations = await seriousViolations(page);
    if (violations.length) found[`${url} (at ${new URL(page.url()).pathname})`] = violations;
  }
  return found;
}

test('every signed-in page, with rows in its tables, has no serious accessibility violation', async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'he');
  const names = routes.filter((r) => r.rule.access !== 'public').map((r) => r.name);
  expect(await sweep(page, names)).toEqual({});
  await context.close();
}, 600_000);

test('every management page, as a super-administrator in Hebrew, has no serious accessibility violation', async () => {
  const { context, page } = await openSession(browser);
  await signedIn(page, 'he', superAdmin);
  const token = await tokenFor(superAdmin.username, superAdmin.password);
  // The support page of a real customer (demo-sub), not a refusal.
  const search = await fetch(`${baseUrl}/api/super-admin/search/main-autocomplete?query=demo-sub&search_by=username`, { headers: { authorization: `Bearer ${token}` } });
  const found = ((await search.json()) as { data: { userId: number; username: string }[] }).data;
  sampleParams.userProfile = { userId: found.find((u) => u.username === 'demo-sub')!.userId };
  const management = routes.filter((r) => r.rule.access === 'admin' || r.rule.access === 'system' || r.rule.access === 'superAdmin').map((r) => r.name);
  expect(await sweep(page, management)).toEqual({});
  await context.close();
}, 600_000);

test('every public page has no serious accessibility violation', async () => {
  const { context, page } = await openSession(browser);
  const names = routes.filter((r) => r.rule.access === 'public').map((r) => r.name);
  expect(await sweep(page, names)).toEqual({});
  await context.close();
}, 300_000);

/** How much wider than its box the language choice would be without a width limit (0: nothing cut). */
const languageChoiceCut = (page: Page) =>
  page.evaluate(() => {
    const select = document.querySelector<HTMLSelectElement>('header select');
    if (!select) throw new Error('no language choice in the bar');
    const free = select.cloneNode(true) as HTMLSelectElement;
    free.value = select.value;
    free.style.maxWidth = 'none';
    free.style.width = 'auto';
    free.style.position = 'absolute';
    // Beside the original, so it inherits the same font.
    select.after(free);
    const needed = free.getBoundingClientRect().width;
    free.remove();
    return Math.max(0, needed - select.getBoundingClientRect().width);
  });

test.each(['he', 'en'] as const)('on a 390 px phone in %s, the contact-list pages fit the screen and the language choice is not cut', async (language) => {
  const { context, page } = await openSession(browser, { mobile: true });
  await signedIn(page, language);
  for (const url of [href('contactList'), href('contactList', { contactListId }), href('contactList', { contactListId: 'new' })]) {
    await settle(page, url);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect([url, scrollWidth <= 390 ? 'fits' : `${scrollWidth} px wide`]).toEqual([url, 'fits']);
    expect(await languageChoiceCut(page)).toBeLessThan(0.5);
  }
  await screenshot(page, `contact-list-new-390-${language}`);
  await context.close();
}, 120_000);
