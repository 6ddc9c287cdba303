import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ar from '../../../../locales/ar/profile.json';
import he from '../../../../locales/he/profile.json';
import ru from '../../../../locales/ru/profile.json';
import { renderMyProfilePage, serveMyProfile } from './renderMyProfilePage';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const saveDetails = () => screen.findByRole('button', { name: 'Save details' });

test('shows the profile and saves the edited details', async () => {
  const asked = serveMyProfile();
  renderMyProfilePage();
  const u = user();
  const first = await screen.findByLabelText('First name');
  expect(first).toHaveValue('Dana');
  expect(screen.getByLabelText('Send invoices and reports to')).toHaveValue('billing@example.com');
  await u.clear(first);
  await u.type(first, 'Noa');
  await u.click(await saveDetails());
  await waitFor(() => expect(asked.save).toHaveLength(1));
  expect(asked.save[0]).toMatchObject({ firstName: 'Noa', lastName: 'Levi', email: 'dana@example.com', phones: ['0521234567'], allowedEmails: ['inbox@example.com'], allowedIps: [] });
});

test('field rules are said under their fields and nothing is sent: a phone of 7 digits, a duplicate SMS-to-mail address, a bad IP', async () => {
  const asked = serveMyProfile();
  renderMyProfilePage();
  const u = user();
  await u.type(await screen.findByLabelText('Phones'), '1234567{enter}');
  await u.type(screen.getByLabelText('SMS-to-mail addresses'), 'INBOX@example.com{enter}');
  await u.type(screen.getByLabelText('Allowed IP addresses'), '10.0.0.300{enter}');
  await u.click(await saveDetails());
  expect(await screen.findByText('A phone has 8 to 10 digits.')).toBeInTheDocument();
  expect(screen.getByText('This address is already in the list.')).toBeInTheDocument();
  expect(screen.getByText('Enter IPv4 or IPv6 addresses.')).toBeInTheDocument();
  expect(asked.save).toEqual([]);
});

test("an e-mail of another user (511) asks for another address under the field; the server's refusals go under theirs", async () => {
  let answer = { status: 511 } as { status: number; message?: string };
  serveMyProfile({ save: () => answer });
  renderMyProfilePage();
  const u = user();
  await u.click(await saveDetails());
  expect(await screen.findByText('This e-mail address belongs to another user. Please choose another.')).toBeInTheDocument();
  answer = { status: -1, message: 'profile.errors.allowedIps.lockout' };
  await u.click(await saveDetails());
  expect(await screen.findByText('Your current address is not in the list: saving it would lock you out.')).toBeInTheDocument();
});

test('password: a wrong current password (-1) goes under its field, a used one (2) under the new one; 0 clears the form', async () => {
  let status = -1;
  const asked = serveMyProfile({ password: () => ({ status }) });
  renderMyProfilePage();
  const u = user();
  const fill = async () => {
    await u.type(await screen.findByLabelText('Current password'), 'Old-pass22!');
    await u.type(screen.getByLabelText('New password'), 'New-pass22!');
    await u.type(screen.getByLabelText('Confirm the new password'), 'New-pass22!');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
  };
  await fill();
  expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();
  expect(asked.password[0]).toEqual({ kind: 'login', currentPassword: 'Old-pass22!', newPassword: 'New-pass22!', confirmPassword: 'New-pass22!' });
  status = 2;
  await u.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(/already/i)).toBeInTheDocument();
  status = 0;
  await u.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
});

test('a weak new password and a confirmation that differs are said before anything is sent', async () => {
  const asked = serveMyProfile();
  renderMyProfilePage();
  const u = user();
  await u.type(await screen.findByLabelText('Current password'), 'Old-pass22!');
  await u.type(screen.getByLabelText('New password'), 'short');
  await u.type(screen.getByLabelText('Confirm the new password'), 'other');
  await u.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Use 9 to 22 characters.')).toBeInTheDocument();
  expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  expect(asked.password).toEqual([]);
});

test('the reports address: -2 is said under the field', async () => {
  const asked = serveMyProfile({ reportsEmail: () => ({ status: -2 }) });
  renderMyProfilePage();
  const u = user();
  const field = await screen.findByLabelText('Send invoices and reports to');
  await u.clear(field);
  await u.type(field, 'office@example.com');
  await u.click(screen.getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(asked.reportsEmail).toEqual([{ email: 'office@example.com' }]));
  expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
});

test.each([
  ['he', he],
  ['ru', ru],
  ['ar', ar],
] as const)('in %s the page and its field rules are translated', async (language, texts) => {
  serveMyProfile();
  renderMyProfilePage(language);
  expect(await screen.findByRole('heading', { name: texts.page.title })).toBeInTheDocument();
  const u = user();
  await u.type(screen.getByLabelText(texts.details.phones), '123{enter}');
  await u.click(screen.getByRole('button', { name: texts.details.save }));
  expect(await screen.findByText(texts.errors.phone)).toBeInTheDocument();
});
