import { emptyForm } from './campaignForm';
import { withAccountDefaults } from './useCampaignForm';

test("a new campaign starts from the account's default sender and unsubscribe option (/settings)", () => {
  expect(withAccountDefaults(emptyForm, { senderKind: 'name', senderValue: 'Shop', unsubscribeOption: 2 })).toMatchObject({ sender: { kind: 'name', name: 'Shop' }, unsubscribeOption: 2 });
  expect(withAccountDefaults(emptyForm, { senderKind: 'number', senderValue: '0521234567' }).sender).toEqual({ kind: 'number', phone: '0521234567', attached: false });
  expect(withAccountDefaults(emptyForm, { senderKind: 'system', unsubscribeOption: 3 })).toMatchObject({ sender: { kind: 'system' }, unsubscribeOption: 3 });
});

test('what the user already chose stays', () => {
  const chosen = { ...emptyForm, sender: { kind: 'name' as const, name: 'Mine' }, unsubscribeOption: 3 as const };
  expect(withAccountDefaults(chosen, { senderKind: 'name', senderValue: 'Shop', unsubscribeOption: 2 })).toMatchObject({ sender: { kind: 'name', name: 'Mine' }, unsubscribeOption: 3 });
});
