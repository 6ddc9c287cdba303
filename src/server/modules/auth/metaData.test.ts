import { onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';

onEachDatabase('brand metadata (get-app-meta-data)', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ managementDenyUserIds: [28, 29], errorsPageUserIds: [18], removeOnlyHosts: ['rm.example'], mainSiteUrl: 'https://main.example' }, dbOptions);
    await t.db
      .insertInto('brands')
      .values({ host: '*', logo_name: 'Messaging', app_logo_src: '/favicon.svg', support_phone: '03-555-0100', support_email: 'support@example.com' })
      .execute();
    await t.db
      .insertInto('brands')
      .values({
        host: 'reseller.example',
        logo_name: 'Reseller',
        app_logo_src: '/reseller.svg',
        support_phone: '03-777-0000',
        support_email: 'help@reseller.example',
        is_white_label: 1,
        site_key: 'site-key-1',
        buy_package: 'https://buy.example/?u={USERNAME}&c={CREDITS}',
        info_links: JSON.stringify({ apiDocs: 'https://docs.example', remoteSupport: '' }),
      })
      .execute();
  });
  afterAll(() => t.close());

  const metaData = (hostname: string) => t.app.inject({ method: 'POST', url: '/api/auth/get-app-meta-data', payload: { hostname } }).then((r) => r.json().data);

  test("a host with a brand of its own gets that brand, with the server's route rules", async () => {
    expect(await metaData('Reseller.Example')).toEqual({
      logoName: 'Reseller',
      appLogoSrc: '/reseller.svg',
      supportPhone: '03-777-0000',
      supportEmail: 'help@reseller.example',
      supportText: '',
      isWhiteLable: true,
      hideAppBar: false,
      siteKey: 'site-key-1',
      buyPackage: 'https://buy.example/?u={USERNAME}&c={CREDITS}',
      infoLinks: { apiDocs: 'https://docs.example' },
      mainSiteUrl: 'https://main.example',
      routeRules: { managementDenyUserIds: [28, 29], errorsPageUserIds: [18], removeOnlyHost: false },
    });
  });

  test('any other host gets the default brand (host "*"), without a robot check', async () => {
    const data = await metaData('localhost');
    expect(data).toMatchObject({ logoName: 'Messaging', supportPhone: '03-555-0100', supportEmail: 'support@example.com', isWhiteLable: false });
    expect(data.siteKey).toBeUndefined();
  });

  test('a remove-only host is told so', async () => {
    expect((await metaData('rm.example')).routeRules.removeOnlyHost).toBe(true);
  });

  test('the route rules default to the spec: user 28 refused on management routes, user 18 sees the errors page', async () => {
    const { readConfig } = await import('../../config');
    const config = readConfig({});
    expect(config.managementDenyUserIds).toEqual([28]);
    expect(config.errorsPageUserIds).toEqual([18]);
    expect(config.removeOnlyHosts).toEqual([]);
    expect(readConfig({ REMOVE_ONLY_HOSTS: 'a.example, B.example', MANAGEMENT_DENY_USER_IDS: '' })).toMatchObject({ removeOnlyHosts: ['a.example', 'b.example'], managementDenyUserIds: [] });
  });
});
