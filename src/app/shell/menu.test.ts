import type { AppMetaData } from '../api/generated/auth';
import type { User } from '../api/generated/main';
import { Permission } from '../../domain/permissions';
import type { AppServiceMode } from '../state/serviceMode';
import ar from '../../../locales/ar/shell.json';
import en from '../../../locales/en/shell.json';
import he from '../../../locales/he/shell.json';
import ru from '../../../locales/ru/shell.json';
import { withCreationRights } from '../test/creationRights';
import { menuTable, visibleMenu, type VisibleMenuGroup } from './menu';

const baseUser: User = {
  userId: 10,
  adminId: 0,
  group: 1,
  isAdmin: false,
  permissions: [Permission.createCampaigns, Permission.usersSection, Permission.voice, Permission.whatsapp],
  canMakeCampaign: true,
  canMakeTemplate: true,
  canMakeContactList: true,
};
const rules = { managementDenyUserIds: [28], errorsPageUserIds: [18] };
const brand: AppMetaData = { routeRules: rules };
const allBuilt = () => true;

function menuOf(user: Partial<User>, mode: AppServiceMode = 'text', options: { brand?: AppMetaData; built?: (name: string) => boolean } = {}) {
  return visibleMenu({ user: withCreationRights({ ...baseUser, ...user }), mode, rules }, options.brand ?? brand, options.built ?? allBuilt);
}
const groupsOf = (menu: VisibleMenuGroup[]) => menu.map((g) => g.key);
const itemsOf = (menu: VisibleMenuGroup[], group: string) => menu.find((g) => g.key === group)?.items.map((i) => i.key) ?? [];

describe('the menu per service mode (section 2)', () => {
  it('text mode shows the text-only items', () => {
    const menu = menuOf({});
    expect(itemsOf(menu, 'campaigns')).toEqual(['campaign', 'trackDrafts', 'templates']);
    // The default user holds permission 2: it manages its family, so it reads the invoices too.
    expect(itemsOf(menu, 'reports')).toEqual(['smsReport', 'incomingSmsReport', 'shipmentsReport', 'futureShipmentsReport', 'waitingShipmentsReport', 'blacklistReport', 'usersUsageReport', 'clickReport', 'invoicesReport']);
  });

  it('voice mode shows the voice report instead of the SMS report and no text-only items', () => {
    const menu = menuOf({}, 'voice');
    expect(itemsOf(menu, 'campaigns')).toEqual(['campaign', 'templates']);
    expect(itemsOf(menu, 'reports')).toEqual(['voiceReport', 'shipmentsReport', 'futureShipmentsReport', 'waitingShipmentsReport', 'blacklistReport', 'invoicesReport']);
  });

  it('WhatsApp mode keeps the SMS report and the shipments report carries s=102', () => {
    const menu = menuOf({}, 'whatsapp');
    // Sending in WhatsApp mode is the WhatsApp page, not the SMS composer.
    expect(itemsOf(menu, 'campaigns')).toEqual(['whatsappCampaignChat', 'templates']);
    expect(itemsOf(menu, 'reports')).toEqual(['smsReport', 'shipmentsReport', 'futureShipmentsReport', 'waitingShipmentsReport', 'blacklistReport', 'invoicesReport']);
    const shipments = menu.find((g) => g.key === 'reports')?.items.find((i) => i.key === 'shipmentsReport');
    expect(shipments).toMatchObject({ kind: 'page', href: '/shipments-report?s=102' });
    expect(menuOf({}, 'text').find((g) => g.key === 'reports')?.items.find((i) => i.key === 'shipmentsReport')).toMatchObject({ href: '/shipments-report' });
  });

  it('the future and waiting shipments sit beside the sent ones, for whoever sees the reports (issue 13: a campaign for tomorrow could not be found)', () => {
    for (const user of [{}, { adminId: 10, isAdmin: false, group: 1 }, { canMakeCampaign: false }]) {
      const reports = menuOf(user).find((g) => g.key === 'reports')?.items ?? [];
      const at = reports.findIndex((i) => i.key === 'shipmentsReport');
      expect(reports.slice(at, at + 3)).toEqual([
        expect.objectContaining({ key: 'shipmentsReport', href: '/shipments-report', disabled: false }),
        expect.objectContaining({ key: 'futureShipmentsReport', href: '/future-shipments-report', disabled: false }),
        expect.objectContaining({ key: 'waitingShipmentsReport', href: '/waiting-shipments-report', disabled: false }),
      ]);
    }
  });

  it('every mode has the contacts, newsletter, settings, info and credits groups', () => {
    for (const mode of ['text', 'voice', 'whatsapp'] as const) {
      expect(groupsOf(menuOf({}, mode))).toEqual(expect.arrayContaining(['contactsList', 'landingPageNewsletter', 'settings', 'info', 'credits']));
    }
  });
});

describe('the menu per role (section 6)', () => {
  it('a primary user without the users-section permission sees neither invoices nor app management nor the users section', () => {
    const menu = menuOf({ permissions: [Permission.createCampaigns, Permission.createTemplates, Permission.createContactLists] });
    expect(itemsOf(menu, 'reports')).not.toContain('invoicesReport');
    expect(groupsOf(menu)).not.toContain('appManagement');
    expect(groupsOf(menu)).not.toContain('users');
  });

  it('an admin sees invoices and the users section (users report in text mode only)', () => {
    expect(itemsOf(menuOf({ group: 3 }), 'reports')).toContain('invoicesReport');
    expect(itemsOf(menuOf({ group: 3 }), 'users')).toEqual(['newUser', 'usersReport']);
    expect(itemsOf(menuOf({ group: 3 }, 'voice'), 'users')).toEqual(['newUser']);
    expect(menuOf({ group: 3 }).find((g) => g.key === 'users')?.items[0]).toMatchObject({ href: '/profile/new' });
  });

  it('a sub-user of group 4 sees neither users nor app management', () => {
    const menu = menuOf({ group: 4, adminId: 10, userId: 11 });
    expect(groupsOf(menu)).not.toContain('users');
    expect(groupsOf(menu)).not.toContain('appManagement');
  });

  it('a primary user with the users-section permission manages its family: the users section and the invoices (issue 15)', () => {
    const menu = menuOf({ permissions: [Permission.usersSection] });
    expect(groupsOf(menu)).toContain('users');
    expect(itemsOf(menu, 'reports')).toContain('invoicesReport');
  });

  it('a super-admin (group 5) sees app management; a system manager (group 2) and an administrator (group 3) only the users management they may open', () => {
    const menu = menuOf({ group: 5 });
    // The audit log follows its route: get-audit-log is x-access superAdmin, so group 5 only.
    expect(itemsOf(menu, 'appManagement')).toEqual(['assignNumbers', 'trackQueue', 'usersManagement', 'bi', 'auditLog']);
    expect(menu.find((g) => g.key === 'appManagement')?.items.at(-1)).toMatchObject({ href: '/audit-log' });
    expect(menu.find((g) => g.key === 'appManagement')?.items[0]).toMatchObject({ href: '/setting-system/assign-numbers' });
    expect(itemsOf(menuOf({ group: 2 }), 'appManagement')).toEqual(['usersManagement']);
    expect(itemsOf(menuOf({ group: 3 }), 'appManagement')).toEqual(['usersManagement']);
    expect(groupsOf(menuOf({ group: 1 }))).not.toContain('appManagement');
  });

  it('the errors item shows only through the errors-page rule', () => {
    expect(itemsOf(menuOf({ group: 5, userId: 18 }), 'appManagement')).toContain('errors');
    expect(itemsOf(menuOf({ group: 5, userId: 19 }), 'appManagement')).not.toContain('errors');
    // get-errors-logs is x-access system: a named system manager reads the errors too, an administrator never.
    expect(itemsOf(menuOf({ group: 2, userId: 18 }), 'appManagement')).toEqual(['usersManagement', 'errors']);
    expect(itemsOf(menuOf({ group: 3, userId: 18 }), 'appManagement')).toEqual(['usersManagement']);
  });

  it('a super-admin on the management deny list sees no app management', () => {
    expect(groupsOf(menuOf({ group: 5, userId: 28 }))).not.toContain('appManagement');
  });

  it('without the creation rights the campaign, template and contact-list items are gone', () => {
    const menu = menuOf({ canMakeCampaign: false, canMakeTemplate: false, canMakeContactList: false });
    expect(groupsOf(menu)).not.toContain('campaigns');
    expect(groupsOf(menu)).not.toContain('contactsList');
  });

  it('the push API item leads to the user’s own settings', () => {
    expect(menuOf({ userId: 77 }).find((g) => g.key === 'settings')?.items.find((i) => i.key === 'pushApi')).toMatchObject({ href: '/push-api/77' });
  });

  it('the push API item is for those who manage the account, never a sub-user (issue 13)', () => {
    expect(itemsOf(menuOf({ userId: 78, adminId: 77, group: 4 }), 'settings')).not.toContain('pushApi');
    expect(itemsOf(menuOf({ userId: 77, adminId: 0, group: 1 }), 'settings')).toContain('pushApi');
  });

  it('nobody signed in sees no menu', () => {
    expect(visibleMenu({ user: null, mode: 'text' }, brand, allBuilt)).toEqual([]);
  });
});

describe('pages of later versions and brand links', () => {
  it('an item whose page is not built is disabled', () => {
    const menu = menuOf({}, 'text', { built: (name) => name === 'templates' });
    const campaigns = menu.find((g) => g.key === 'campaigns')?.items ?? [];
    expect(campaigns.map((i) => [i.key, i.kind === 'page' && i.disabled])).toEqual([
      ['campaign', true],
      ['trackDrafts', true],
      ['templates', false],
    ]);
  });

  it('info links show only when the brand configures them; the agreement is the approval file', () => {
    expect(itemsOf(menuOf({}), 'info')).toEqual(['overseasRates']);
    const configured = menuOf({}, 'text', { brand: { ...brand, infoLinks: { apiDocs: 'https://docs.example.com', cmsPlugin: '' }, approvalFile: '/files/terms.pdf' } });
    expect(configured.find((g) => g.key === 'info')?.items).toEqual([
      { key: 'apiDocs', kind: 'external', url: 'https://docs.example.com' },
      { key: 'agreement', kind: 'external', url: '/files/terms.pdf' },
      { key: 'overseasRates', kind: 'action', action: 'overseasRates' },
    ]);
  });
});

describe('every menu entry has a label in every language', () => {
  it.each(Object.entries({ he, en, ru, ar }))('%s', (_language, shell) => {
    for (const group of menuTable) {
      expect(shell.menu.groups[group.key]).toBeTruthy();
      for (const item of group.items) expect((shell.menu.items as Record<string, string>)[item.key]).toBeTruthy();
    }
  });
});
