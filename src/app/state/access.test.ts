import { accessExamples, exampleSubject } from '../../domain/access.examples';
import { Group } from '../../domain/access';
import { Permission } from '../../domain/permissions';
import type { User } from '../api/generated/main';
import contract from '../../../api-spec/openapi.json';
import { routeByName } from '../router/routes';
import type { PathName } from '../router/paths';
import { visibleMenu } from '../shell/menu';
import { sessionFor } from '../test/render';
import { refusalOf, type AccessRule } from './access';
import { chooseServiceMode } from './serviceMode';

const userOf = (who: (typeof accessExamples)[number]['who'], permissions: number[]): User | null => {
  const subject = exampleSubject(who, permissions);
  return subject && sessionFor({ ...subject, permissions: [...subject.permissions], canMakeCampaign: permissions.includes(Permission.createCampaigns) }).session!.user;
};

describe('a page asks the same rule as an operation: the domain access examples, through refusalOf', () => {
  test.each(accessExamples.map((e) => [e.who, e.role, e.permission, e.allowed] as const))(
    'a %s, page for role %s, permission %s: let in %s',
    (who, role, permission, allowed) => {
      const rule: AccessRule = { access: role, ...(permission === 'none asked' ? {} : { permission: Permission.createCampaigns }) };
      const user = userOf(who, permission === 'held' ? [Permission.createCampaigns, Permission.usersSection] : []);
      const refusal = refusalOf({ user, mode: 'text' }, rule);
      expect(refusal === null).toBe(allowed);
      if (!allowed) expect(refusal).toBe(user ? 'forbidden' : 'signIn');
    },
  );
});

describe('pages that front an operation need what the operation needs (x-access, x-permission)', () => {
  type Operation = { operationId?: string; 'x-access'?: string; 'x-permission'?: number };
  const operation = (id: string): Operation => {
    for (const item of Object.values(contract.paths as Record<string, Record<string, Operation>>)) {
      for (const op of Object.values(item)) if (op.operationId === id) return op;
    }
    throw new Error(`no operation ${id}`);
  };
  test.each([
    ['campaign', 'sendCampaign'],
    ['trackDrafts', 'sendCampaign'],
    ['templates', 'saveTemplate'],
    ['contactList', 'saveContactList'],
    ['uploadLists', 'createListFromExcel'],
    ['security', 'approveCampaign'],
    ['invoicesReport', 'getInvoiceOrReceiptFile'],
    ['pushApi', 'addNewPushUrl'],
  ] as const)('%s asks what %s asks', (page: PathName, id) => {
    const op = operation(id);
    const rule = routeByName.get(page)!.rule;
    expect({ access: rule.access, permission: rule.permission }).toEqual({ access: op['x-access'], permission: op['x-permission'] });
  });
});

describe('issue 14: the page no longer refuses what the API allows', () => {
  const manager = sessionFor({ userId: 30, group: Group.systemManager, permissions: [], canMakeCampaign: false, canMakeTemplate: false, canMakeContactList: false }).session!.user!;

  test('a system manager without permission 1 may open the send-message page and sees it in the menu', () => {
    expect(refusalOf({ user: manager, mode: 'text' }, routeByName.get('campaign')!.rule)).toBeNull();
    const campaigns = visibleMenu({ user: manager, mode: 'text' }, undefined, () => true).find((g) => g.key === 'campaigns');
    expect(campaigns?.items.map((i) => i.key)).toEqual(['campaign', 'trackDrafts', 'templates']);
  });

  test('the service modes follow the same rule: the manager may switch to WhatsApp and voice, a primary user needs 26 and 13', () => {
    expect(chooseServiceMode(manager, 'whatsapp')).toEqual({ kind: 'switch', mode: 'whatsapp' });
    expect(chooseServiceMode(manager, 'voice')).toEqual({ kind: 'switch', mode: 'voice' });
    const primary = sessionFor({ permissions: [] }).session!.user!;
    expect(chooseServiceMode(primary, 'whatsapp')).toMatchObject({ kind: 'refused' });
    expect(chooseServiceMode(primary, 'voice')).toMatchObject({ kind: 'refused' });
  });

  test('a primary user without permission 1 is still refused it', () => {
    const primary = sessionFor({ canMakeCampaign: false }).session!.user;
    expect(refusalOf({ user: primary, mode: 'text' }, routeByName.get('campaign')!.rule)).toBe('forbidden');
  });
});

describe("the brand's per-user lists (section 2)", () => {
  const rules = { managementDenyUserIds: [28], errorsPageUserIds: [18] };
  const systemUser = (userId: number) => sessionFor({ userId, group: Group.systemManager }).session!.user;

  test('a management page refuses a system manager on the deny list', () => {
    const rule = routeByName.get('usersManagement')!.rule;
    expect(refusalOf({ user: systemUser(27), mode: 'text', rules }, rule)).toBeNull();
    expect(refusalOf({ user: systemUser(28), mode: 'text', rules }, rule)).toBe('forbidden');
  });

  test('the errors page is only for the listed users, and only of group 2 or 5', () => {
    const rule = routeByName.get('errors')!.rule;
    expect(refusalOf({ user: systemUser(18), mode: 'text', rules }, rule)).toBeNull();
    expect(refusalOf({ user: systemUser(19), mode: 'text', rules }, rule)).toBe('forbidden');
    expect(refusalOf({ user: sessionFor({ userId: 18, group: Group.customer }).session!.user, mode: 'text', rules }, rule)).toBe('forbidden');
  });
});
