import { routeOfPath } from './routes';

describe('the page a path opens is known before the router starts (its code is fetched at boot)', () => {
  it.each([
    ['/login', 'login'],
    ['/campaign', 'campaign'],
    ['/campaign/12/edit', 'campaign'],
    ['/contact-list/7', 'contactList'],
    ['/coupon/abc', 'coupon'],
  ])('%s opens %s', (pathname, name) => {
    expect(routeOfPath(pathname)?.name).toBe(name);
  });

  it('a path of no route has no code to fetch', () => {
    expect(routeOfPath('/no/such/page')).toBeUndefined();
    expect(routeOfPath('/setting-system/assign-numbers')?.page).toBeDefined();
    expect(routeOfPath('/chat/5')?.page).toBeDefined();
  });
});

describe("a page's own texts are fetched at boot with its code, not after it", () => {
  it('opening /campaign loads the composer texts with the core ones', async () => {
    const { activateLanguage, i18n } = await import('../i18n/i18n');
    const { preloadPageOf } = await import('./routes');
    preloadPageOf('/campaign');
    await activateLanguage('en');
    expect(i18n.exists('campaign.page.title')).toBe(true);
    expect(i18n.exists('campaigns.coupon.textRequired')).toBe(true);
  });
});

describe('the page fetched at boot is known as loaded, so the router renders it without suspending', () => {
  it('after the boot fetch of /login its module is at hand; a page not fetched is not', async () => {
    const { loadedPageOf, loadPage, routeByName } = await import('./routes');
    expect(loadedPageOf('login')).toBeUndefined();
    const module = await loadPage(routeByName.get('login')!);
    expect(loadedPageOf('login')).toBe(module);
    expect(typeof loadedPageOf('login')?.default).toBe('function');
    expect(loadedPageOf('templates')).toBeUndefined();
  });
});
