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

  it('a path of no route, or of a page not built yet, has no code to fetch', () => {
    expect(routeOfPath('/no/such/page')).toBeUndefined();
    expect(routeOfPath('/chat/5')?.page).toBeUndefined();
  });
});
