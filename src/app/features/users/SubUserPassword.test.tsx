/**
 * A sub-user's password changed by its manager on /profile/:userId (users/update-user-password
 * with the userId, confirmed by the manager's own password): the strength rule before sending,
 * and every result code of section 8 said in words.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UsersUpdateUserPassword } from '../../../contract/statusCodes';
import { renderUsersPage, serveFamily, serveOutcome } from './renderUsersPages';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

async function openNoa() {
  renderUsersPage('/profile/21');
  expect(await screen.findByText("Change this user's password")).toBeInTheDocument();
}

async function change(newPassword: string, confirm = newPassword, own = 'Manager-2026!x') {
  await user().type(screen.getByLabelText('New password'), newPassword);
  await user().type(screen.getByLabelText('Confirm the new password'), confirm);
  await user().type(screen.getByLabelText('Your own current password'), own);
  await user().click(screen.getByRole('button', { name: 'Change the password' }));
}

const underField = async (message: string, label: string) => {
  const text = await screen.findByText(message);
  expect(text.closest('.ant-form-item')).toContainElement(screen.getByLabelText(label));
};

test('a weak password or a different confirmation is said under its field and nothing is sent', async () => {
  serveFamily();
  const sent = serveOutcome('post', '/users/update-user-password', UsersUpdateUserPassword.changed);
  await openNoa();
  await change('weakpass', 'other');
  await underField('Use 9 to 22 characters.', 'New password');
  await underField('The passwords do not match.', 'Confirm the new password');
  expect(sent).toEqual([]);
});

test('changed (0): the request names the user and carries the manager\'s password; the form empties and says so', async () => {
  serveFamily();
  const sent = serveOutcome('post', '/users/update-user-password', UsersUpdateUserPassword.changed);
  await openNoa();
  await change('Strong-Pass1');
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({ kind: 'login', userId: 21, newPassword: 'Strong-Pass1', confirmPassword: 'Strong-Pass1', currentPassword: 'Manager-2026!x' });
  expect(await screen.findByText('The password was changed.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
});

test.each([
  [UsersUpdateUserPassword.notStrong, 'The password is not strong enough.', 'New password'],
  [UsersUpdateUserPassword.usedBefore, 'This password was already used.', 'New password'],
  [UsersUpdateUserPassword.wrongCurrentPassword, 'The current password is wrong.', 'Your own current password'],
])('code %s is said under its field: %s', async (status, message, field) => {
  serveFamily();
  serveOutcome('post', '/users/update-user-password', status);
  await openNoa();
  await change('Strong-Pass1');
  await underField(message, field);
});

test.each([
  [UsersUpdateUserPassword.robotCheck, 'The password could not be set (security check failed).'],
  [UsersUpdateUserPassword.saveFailed, 'The password could not be changed.'],
])('code %s is said as a message: %s', async (status, message) => {
  serveFamily();
  serveOutcome('post', '/users/update-user-password', status);
  await openNoa();
  await change('Strong-Pass1');
  expect(await screen.findByText(message)).toBeInTheDocument();
});

test('a new user has no password card: its password is set on the form', async () => {
  serveFamily();
  renderUsersPage('/profile/new');
  await screen.findByRole('button', { name: 'Create user' });
  expect(screen.queryByText("Change this user's password")).not.toBeInTheDocument();
});
