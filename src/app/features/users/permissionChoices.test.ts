import { grantsOfModes, mayGrant, modesOfGrants, newUserModes } from './permissionChoices';

const primary = { group: 1, permissions: [1, 2, 3, 13] };
const systemManager = { group: 2, permissions: [] };

test('a new sub-user starts with the creation rights its granter holds, everything else blocked', () => {
  const modes = newUserModes(primary);
  expect(modes).toMatchObject({ createCampaigns: 'enable', createTemplates: 'enable', createContactLists: 'block', voice: 'block', whatsapp: 'block' });
});

test('only a held permission may be granted; a system manager holds them all', () => {
  expect(mayGrant(primary, 'voice')).toBe(true);
  expect(mayGrant(primary, 'whatsapp')).toBe(false);
  expect(mayGrant(systemManager, 'whatsapp')).toBe(true);
});

test('grants read back into the same modes, by PERMISSION_ID', () => {
  const modes = modesOfGrants([{ permissionId: 13, mode: 'enableAndBequeath' }, { permissionId: 40, mode: 'enable' }], newUserModes(primary));
  expect(modes.voice).toBe('enableAndBequeath');
  // An administrator's extra permission is not this form's to show or send.
  expect(grantsOfModes(modes).map((g) => g.permissionId)).not.toContain(40);
  expect(grantsOfModes(modes)).toContainEqual({ permissionId: 13, mode: 'enableAndBequeath' });
});
