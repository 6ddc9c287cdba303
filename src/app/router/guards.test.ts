import type { User } from '../api/generated/main';
import { sessionFor } from '../test/render';
import { landingFor, redirectFor } from './guards';
import { routeByName } from './routes';

const viewerOf = (user: Partial<User>) => ({ user: sessionFor(user).session!.user, mode: 'text' as const });
const ask = (user: Partial<User>, name: 'campaign' | 'contactList' | 'forbidden', approvalRulesRequired = false) =>
  redirectFor({ viewer: viewerOf(user), route: routeByName.get(name)!, pathname: '/', approvalRulesRequired });

test('a user who may send lands on the send-message page and is let in', () => {
  expect(landingFor(viewerOf({}))).toBe('/campaign');
  expect(ask({}, 'campaign')).toBeNull();
});

test('a sub-user without canMakeCampaign never sees the send-message page: they land on their contact lists', () => {
  const reader = { adminId: 10, group: 4, canMakeCampaign: false, permissions: [4] };
  expect(landingFor(viewerOf(reader))).toBe('/contact-list');
  expect(ask(reader, 'campaign')).toBe('/contact-list');
  expect(ask(reader, 'contactList')).toBeNull();
});

test('someone who may neither send nor keep lists lands on the first report they may open, never on a loop', () => {
  const viewer = { canMakeCampaign: false, canMakeContactList: false, permissions: [] };
  const landing = landingFor(viewerOf(viewer));
  expect(landing).not.toBe('/campaign');
  expect(ask(viewer, 'campaign')).toBe(landing);
  // The rules are approved on the send-message page; without it the flag cannot send them back there.
  expect(ask(viewer, 'contactList', true)).toBe('/403');
});

test('while the app rules wait for approval, a user who may send is brought back to the send-message page', () => {
  expect(ask({}, 'contactList', true)).toBe('/campaign');
});
