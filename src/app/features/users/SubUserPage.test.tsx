import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isStrongPassword } from '../../../domain/passwords';
import { CreateSubUser, DeleteSubUser, SetNewMessagesBalance, UpdateSubUser } from '../../../contract/statusCodes';
import { renderUsersPage, serveFamily, serveOutcome } from './renderUsersPages';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

async function fill(label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await user().clear(field);
  if (text) await user().type(field, text);
}

async function fillNewUser() {
  await fill('Username', 'dana');
  await fill('Password', 'Strong-Pass1');
  await fill('First name', 'Dana');
  await fill('Last name', 'Levi');
  await fill('E-mail', 'dana@example.com');
}

const radio = (permission: string, mode: string) => within(screen.getByRole('radiogroup', { name: permission })).getByRole('radio', { name: mode });

test('the form says every field rule under its field and sends nothing', async () => {
  serveFamily();
  const created = serveOutcome('post', '/users/create-sub-user', CreateSubUser.created, { userId: 40 });
  renderUsersPage('/profile/new');
  await user().click(await screen.findByRole('button', { name: 'Create user' }));
  expect(await screen.findByText('Enter a username.')).toBeInTheDocument();
  expect(screen.getByText('Enter a password or generate one.')).toBeInTheDocument();
  expect(screen.getByText('Enter the first name.')).toBeInTheDocument();
  expect(screen.getByText('Enter an e-mail address.')).toBeInTheDocument();

  await fill('Username', 'dana levi');
  await fill('Password', 'weakpass');
  await fill('Phone', '0312345');
  await fill('E-mail', 'not-an-address');
  expect(await screen.findByText('A username may not contain spaces.')).toBeInTheDocument();
  expect(await screen.findByText('The password must be 9 to 22 characters long.')).toBeInTheDocument();
  expect(await screen.findByText('A phone number has 8 to 10 digits.')).toBeInTheDocument();
  expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Create user' }));
  expect(created).toEqual([]);
});

test('a new user opened from a drill-down is created under that user (parentId)', async () => {
  serveFamily();
  const created = serveOutcome('post', '/users/create-sub-user', CreateSubUser.created, { userId: 40 });
  renderUsersPage('/profile/new?parent=21');
  await fillNewUser();
  await user().click(screen.getByRole('button', { name: 'Create user' }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toMatchObject({ username: 'dana', parentId: 21 });
});

test('the generator fills a password of section 9 that passes the strength rule', async () => {
  serveFamily();
  renderUsersPage('/profile/new');
  await user().click(await screen.findByRole('button', { name: 'Generate a password' }));
  const value = (screen.getByLabelText('Password') as HTMLInputElement).value;
  expect(value).toHaveLength(9);
  expect(isStrongPassword(value)).toBe(true);
});

test('a new user is created with its permissions in four states, and the page goes to its profile', async () => {
  serveFamily();
  const created = serveOutcome('post', '/users/create-sub-user', CreateSubUser.created, { userId: 21 });
  const { router } = renderUsersPage('/profile/new', { user: { permissions: [1, 2, 3, 4, 13] } });
  await fillNewUser();
  await user().click(radio('Voice', 'Block and bequeath'));
  await user().click(radio('Create templates', 'Enable and bequeath'));
  await user().click(screen.getByRole('button', { name: 'Create user' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/profile/21'));
  const body = created[0] as { username: string; permissions: { permissionId: number; mode: string }[] };
  expect(body.username).toBe('dana');
  expect(body.permissions).toEqual(
    expect.arrayContaining([
      { permissionId: 1, mode: 'enable' },
      { permissionId: 3, mode: 'enableAndBequeath' },
      { permissionId: 13, mode: 'blockAndBequeath' },
      { permissionId: 26, mode: 'block' },
    ]),
  );
  expect(await screen.findByText('The user was created.')).toBeInTheDocument();
});

test('a permission the signed-in user does not hold can only be blocked', async () => {
  serveFamily();
  renderUsersPage('/profile/new', { user: { permissions: [1, 2, 3, 4] } });
  await screen.findByRole('radiogroup', { name: 'WhatsApp' });
  expect(radio('WhatsApp', 'Enable')).toBeDisabled();
  expect(radio('WhatsApp', 'Enable and bequeath')).toBeDisabled();
  expect(radio('WhatsApp', 'Block and bequeath')).toBeEnabled();
  expect(radio('Create campaigns', 'Enable')).toBeEnabled();
  expect(screen.getAllByText('You do not have this permission, so you can only block it.').length).toBeGreaterThan(0);
});

test.each([
  [CreateSubUser.usernameTaken, 'Username', 'This username is taken. Please choose another.'],
  [CreateSubUser.emailTaken, 'E-mail', 'This e-mail address belongs to another user. Please choose another.'],
  [CreateSubUser.notStrong, 'Password', 'The password is not strong enough.'],
])('result code %s is said under the %s field, and the page stays', async (status, field, message) => {
  serveFamily();
  serveOutcome('post', '/users/create-sub-user', status);
  const { router } = renderUsersPage('/profile/new');
  await fillNewUser();
  await user().click(screen.getByRole('button', { name: 'Create user' }));
  const text = await screen.findByText(message);
  // Under the field: inside the same form item as its input.
  expect(text.closest('.ant-form-item')).toContainElement(screen.getByLabelText(field));
  expect(router.state.location.pathname).toBe('/profile/new');
});

test('mail limit and allowed e-mails: at most 3 valid, distinct addresses, sent with the user', async () => {
  serveFamily();
  const created = serveOutcome('post', '/users/create-sub-user', CreateSubUser.created, { userId: 40 });
  renderUsersPage('/profile/new');
  await fillNewUser();
  await fill('Monthly e-mail limit', '500');
  const emails = screen.getByRole('combobox', { name: 'E-mails for incoming messages' });
  await user().type(emails, 'a@example.com{Enter}b@example.com{Enter}c@example.com{Enter}d@example.com{Enter}');
  expect(await screen.findByText('Enter at most 3 addresses.')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Create user' }));
  expect(created).toEqual([]);
  // The last one goes again (its tag's remove button).
  const removes = screen.getAllByRole('img', { name: 'close', hidden: true });
  await user().click(removes[removes.length - 1]);
  await waitFor(() => expect(screen.queryByText('Enter at most 3 addresses.')).not.toBeInTheDocument());
  await user().click(screen.getByRole('button', { name: 'Create user' }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toMatchObject({ mailLimit: 500, allowedEmails: ['a@example.com', 'b@example.com', 'c@example.com'] });
});

test('a sender name the account has not approved (-5) is said under the sender names', async () => {
  serveFamily();
  serveOutcome('post', '/users/create-sub-user', CreateSubUser.sourceNameNotApproved);
  renderUsersPage('/profile/new');
  await fillNewUser();
  await user().click(screen.getByRole('button', { name: 'Create user' }));
  const text = await screen.findByText("This sender name is not one of the account's approved names.");
  expect(text.closest('.ant-form-item')).toContainElement(screen.getByRole('combobox', { name: 'Sender names' }));
});

test('an existing user opens with its details, saves, and stays on its profile', async () => {
  serveFamily();
  const saved = serveOutcome('post', '/users/update-sub-user/21', UpdateSubUser.saved, { userId: 21 });
  const { router } = renderUsersPage('/profile/21');
  expect(await screen.findByRole('heading', { name: 'User noa' })).toBeInTheDocument();
  expect(screen.getByLabelText('First name')).toHaveValue('Noa');
  expect(radio('Voice', 'Block')).toBeChecked();
  await fill('Phone', '03-1234567');
  await user().click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toMatchObject({ username: 'noa', phone: '031234567', allowedHours: { days: [1, 2, 3], fromHour: '09:00', toHour: '17:00' }, sourceNames: ['Shop'] });
  expect(saved[0]).not.toHaveProperty('password');
  expect(router.state.location.pathname).toBe('/profile/21');
  expect(await screen.findByText("The user's details were saved.")).toBeInTheDocument();
});

test('deleting asks first, says what happens to lists, campaigns, credits and users under it, then goes to /profile/new', async () => {
  serveFamily();
  const deleted = serveOutcome('delete', '/users/delete-sub-user/21', DeleteSubUser.deleted);
  const { router } = renderUsersPage('/profile/21');
  await user().click(await screen.findByRole('button', { name: 'Delete user' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/Their remaining credits return to the user above them, the users under them move up to that user, and their contact lists, campaigns and templates stay in the account/)).toBeInTheDocument();
  await user().click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/profile/new'));
  expect(deleted).toHaveLength(1);
});

test('credits move to the user by its new balance, and both balances then read as the transfer left them', async () => {
  serveFamily();
  const moves = serveOutcome('post', '/reports/set-new-messages-balance', SetNewMessagesBalance.updated, {
    balanceCredits: { sms: { amount: 300, hasPermissions: true } },
    adminBalanceCredits: { sms: { amount: 900, hasPermissions: true } },
  });
  renderUsersPage('/profile/21');
  const sms = await screen.findByLabelText('New SMS balance');
  expect(screen.getByText('The user has 200; you have 1,000.')).toBeInTheDocument();
  await user().clear(sms);
  await user().type(sms, '300');
  expect(screen.getByText('100 will move from your balance.')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Set SMS balance' }));
  await waitFor(() => expect(moves).toEqual([{ userId: 21, product: 'sms', amount: 300 }]));
  expect(await screen.findByText('The balance was updated.')).toBeInTheDocument();
  // Both balances as the transfer left them.
  expect(await screen.findByText('The user has 300; you have 900.')).toBeInTheDocument();
});

test.each([
  [SetNewMessagesBalance.insufficientCredits, 'The balance could not be updated: not enough credits.'],
  [SetNewMessagesBalance.userBlocked, 'Credits cannot be sent to a blocked user.'],
])('the transfer refusal %s is translated under the field', async (status, message) => {
  serveFamily();
  serveOutcome('post', '/reports/set-new-messages-balance', status);
  renderUsersPage('/profile/21');
  const voice = await screen.findByLabelText('New Voice balance');
  await user().clear(voice);
  await user().type(voice, '9999');
  await user().click(screen.getByRole('button', { name: 'Set Voice balance' }));
  const text = await screen.findByText(message);
  expect(text.closest('.ant-form-item')).toContainElement(voice);
});

test('in Hebrew the page reads right to left', async () => {
  serveFamily();
  renderUsersPage('/profile/new', { language: 'he' });
  expect(await screen.findByRole('heading', { name: 'משתמש חדש' })).toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'יצירת דיוורים' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});
