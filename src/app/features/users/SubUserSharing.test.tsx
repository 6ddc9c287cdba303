/**
 * The sub-user page's shared verified numbers (issue 15): the numbers offered are the parent's
 * (get-verified-numbers for the parent, attached ones left out), the choice goes with the user,
 * and -6 is said under the field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateSubUser, UpdateSubUser } from '../../../contract/statusCodes';
import { renderUsersPage, serveFamily, serveOutcome } from './renderUsersPages';
import { noa } from './testData';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

async function fillNewUser() {
  for (const [label, text] of [
    ['Username', 'dana'],
    ['Password', 'Strong-Pass1'],
    ['First name', 'Dana'],
    ['Last name', 'Levi'],
    ['E-mail', 'dana@example.com'],
  ]) {
    await user().type(await screen.findByLabelText(label), text);
  }
}

const numbersField = () => screen.getByRole('combobox', { name: 'Verified numbers' });

const options = () => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];

/** The options the numbers list offers, once opened. */
async function offered(): Promise<string[]> {
  await user().click(numbersField());
  await waitFor(() => expect(options().length).toBeGreaterThan(0));
  return options().map((o) => o.textContent ?? '');
}

test('a new user is offered the signed-in user\'s verified numbers (not the attached one) and is created with the chosen ones', async () => {
  const seen = serveFamily();
  const created = serveOutcome('post', '/users/create-sub-user', CreateSubUser.created, { userId: 40 });
  renderUsersPage('/profile/new');
  await fillNewUser();
  expect(await offered()).toEqual(['0541110001', '0541110002']);
  await user().click(options().find((o) => o.textContent === '0541110002')!);
  await user().click(screen.getByRole('button', { name: 'Create user' }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toMatchObject({ username: 'dana', verifiedNumbers: ['0541110002'] });
  expect(seen.find((s) => s.url.pathname.endsWith('/campaigns/get-verified-numbers'))?.body).toEqual({ userId: 10 });
});

test('a number its parent may not share (-6) is said under the verified numbers, and the page stays', async () => {
  serveFamily();
  serveOutcome('post', '/users/create-sub-user', CreateSubUser.verifiedNumberNotShared);
  const { router } = renderUsersPage('/profile/new');
  await fillNewUser();
  await user().click(screen.getByRole('button', { name: 'Create user' }));
  const text = await screen.findByText('This verified number is not one the account may send from.');
  expect(text.closest('.ant-form-item')).toContainElement(numbersField());
  expect(router.state.location.pathname).toBe('/profile/new');
});

test('an existing user opens with its shared numbers, offered from its parent\'s, and saves them', async () => {
  const seen = serveFamily(() => [{ ...noa, parentId: 10, verifiedNumbers: ['0541110001'] }]);
  const saved = serveOutcome('post', '/users/update-sub-user/21', UpdateSubUser.saved, { userId: 21 });
  renderUsersPage('/profile/21');
  expect(await screen.findByRole('heading', { name: 'User noa' })).toBeInTheDocument();
  const item = numbersField().closest('.ant-form-item') as HTMLElement;
  expect(within(item).getByText('0541110001')).toBeInTheDocument();
  await waitFor(() => expect(seen.find((s) => s.url.pathname.endsWith('/campaigns/get-verified-numbers'))?.body).toEqual({ userId: 10 }));
  await user().click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toMatchObject({ verifiedNumbers: ['0541110001'], sourceNames: ['Shop'] });
});
