/** /user-profile/:userId: the support page of one customer, against msw answers of its calls. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { mayCall } from '../../../domain/access';
import { routeByName } from '../../router/routes';
import { refusalOf } from '../../state/access';
import { sessionFor } from '../../test/render';
import { findModal } from '../../test/findModal';
import { apiUrl, server } from '../../test/server';
import { assignBlock, killUser, userToUserCreditTransfer, viewFamily } from '../../../contract/access';
import { administrator, dana, historyEntry, renderCustomerPage, serveCustomer, superAdministrator } from './renderCustomerPages';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const openTab = async (name: string) => user().click(await screen.findByRole('tab', { name }));
const fieldOf = (label: string) => screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;

test('loads the customer: who it is, its standing, the administrator, and its details in the form', async () => {
  const { bodiesOf } = serveCustomer();
  renderCustomerPage('/user-profile/501');
  expect(await screen.findByRole('heading', { name: 'Dana Cohen' })).toBeInTheDocument();
  expect(screen.getByText('dana.cohen')).toBeInTheDocument();
  expect(screen.getByText('70001')).toBeInTheDocument();
  expect(screen.getByText(/Administrator: #3/)).toBeInTheDocument();
  expect(screen.getByText('Last sign-in: 26 Nov 2026, 09:12')).toBeInTheDocument();
  const standing = screen.getByRole('list', { name: 'Standing' });
  expect(within(standing).getByText('Active')).toBeInTheDocument();
  expect(within(standing).getByText('Locked by failed sign-ins (5)')).toBeInTheDocument();
  expect(await screen.findByLabelText('E-mail')).toHaveValue('dana@shop.co.il');
  expect(screen.getByLabelText('Phone')).toHaveValue('0501234567');
  expect(screen.getByLabelText('ID / company number')).toHaveValue('123456789');
  expect(bodiesOf('/super-admin/get-user-details')).toEqual([{ userId: 501 }]);
});

test('a customer out of reach (404) is said on the page', async () => {
  serveCustomer();
  renderCustomerPage('/user-profile/999');
  expect(await screen.findByText('There is no such customer, or it is not one you look after.')).toBeInTheDocument();
});

test('saving the details: a taken e-mail is written under the e-mail field, translated', async () => {
  serveCustomer();
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('/super-admin/save-user-details'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ data: { status: -3 } });
    }),
  );
  renderCustomerPage('/user-profile/501');
  const email = await screen.findByLabelText('E-mail');
  const u = user();
  await u.clear(email);
  await u.type(email, 'taken@shop.co.il');
  await u.click(screen.getByRole('button', { name: 'Save details' }));
  await waitFor(() => expect(fieldOf('E-mail')).toHaveTextContent('This e-mail address belongs to another user. Please choose another.'));
  expect(sent).toMatchObject([{ userId: 501, email: 'taken@shop.co.il' }]);
  // Under its field only: no toast says it again.
  expect(screen.getAllByText('This e-mail address belongs to another user. Please choose another.')).toHaveLength(1);
});

test('saving sends the details and billing; a bad phone never leaves the browser', async () => {
  const { bodiesOf } = serveCustomer();
  renderCustomerPage('/user-profile/501');
  const phone = await screen.findByLabelText('Phone');
  const u = user();
  await u.clear(phone);
  await u.type(phone, '12');
  await u.click(screen.getByRole('button', { name: 'Save details' }));
  expect(await within(fieldOf('Phone')).findByText('A phone number of 8 to 10 digits.')).toBeInTheDocument();
  expect(bodiesOf('/super-admin/save-user-details')).toEqual([]);
  await u.clear(phone);
  await u.type(phone, '0527654321');
  await u.click(screen.getByRole('button', { name: 'Save details' }));
  expect(await screen.findByText("The customer's details were saved.")).toBeInTheDocument();
  expect(bodiesOf('/super-admin/save-user-details')).toEqual([
    {
      userId: 501, username: 'dana.cohen', firstName: 'Dana', lastName: 'Cohen', email: 'dana@shop.co.il', phones: ['0527654321'],
      nationalId: '123456789', companyName: 'Dana Shop', comments: '', billing: { customerType: 1, paymentType: 'prepaid' },
    },
  ]);
});

test('an administrator unblocks a customer locked by failed sign-ins: the call, the message, the fresh standing', async () => {
  const { bodiesOf } = serveCustomer();
  renderCustomerPage('/user-profile/501', { user: administrator });
  await openTab('Access');
  await user().click(await screen.findByRole('button', { name: 'Unblock' }));
  expect(await screen.findByText('The user was unblocked.')).toBeInTheDocument();
  expect(bodiesOf('/super-admin/unBlock')).toEqual([{ userId: 501 }]);
  // The customer is assigned to the administrator signed in.
  expect(screen.getByText('Administrator: you (admin)')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Locked by failed sign-ins (5)')).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
  // Its details are a system manager's to change (save-user-details, x-access system): read-only, and said so.
  await openTab('Details and billing');
  expect(await screen.findByText('Only a system manager or a super-administrator may change these details.')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save details' })).not.toBeInTheDocument();
});

test('blocking fully asks first: Cancel sends nothing, OK blocks and the standing says so', async () => {
  const { bodiesOf } = serveCustomer({ ...dana(), blocked: false, blockedReason: undefined });
  renderCustomerPage('/user-profile/501', { user: superAdministrator });
  await openTab('Access');
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Block fully' }));
  let dialog = await findModal('Block this customer?');
  expect(dialog).toHaveTextContent('dana.cohen will not be able to sign in until the block is lifted.');
  await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('Block this customer?')).not.toBeInTheDocument());
  expect(bodiesOf('/super-admin/assigning-block')).toEqual([]);
  await u.click(screen.getByRole('button', { name: 'Block fully' }));
  dialog = await findModal('Block this customer?');
  await u.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('Blocked: by an administrator')).toBeInTheDocument();
  expect(bodiesOf('/super-admin/assigning-block')).toEqual([{ userIds: [501], blocked: true }]);
});

test('sets the password validity with the date picker: tomorrow is offered and sent as a date', async () => {
  const { bodiesOf } = serveCustomer();
  renderCustomerPage('/user-profile/501', { user: superAdministrator });
  await openTab('Access');
  expect(await screen.findByText('Valid until: no expiry')).toBeInTheDocument();
  const u = user();
  await u.click(screen.getByLabelText('New password validity date'));
  const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
  await u.click(await screen.findByTitle(tomorrow));
  await u.click(screen.getByRole('button', { name: 'Set validity' }));
  expect(await screen.findByText('The password validity was updated.')).toBeInTheDocument();
  expect(bodiesOf('/super-admin/update-password-validity')).toEqual([{ userId: 501, validUntil: tomorrow }]);
});

test('moves credits from another customer, found by typing, to this one; the balance refreshes', async () => {
  const { bodiesOf } = serveCustomer();
  renderCustomerPage('/user-profile/501');
  await openTab('Credits');
  const balances = await screen.findByRole('table', { name: 'Balances per product' });
  expect(within(balances).getByText('1,000')).toBeInTheDocument();
  const u = user();
  await u.type(screen.getByRole('combobox', { name: 'The other customer' }), 'avi');
  await u.click(await screen.findByTitle('Avi Mor (danny)'));
  await u.type(screen.getByLabelText('Credits to move'), '250');
  await u.click(screen.getByRole('button', { name: 'Move credits' }));
  expect(await screen.findByText('The credits were transferred.')).toBeInTheDocument();
  expect(bodiesOf('/super-admin/user-to-user')).toEqual([{ fromUserId: 502, toUserId: 501, service: 'sms', amount: 250 }]);
  expect(await within(screen.getByRole('table', { name: 'Balances per product' })).findByText('1,250')).toBeInTheDocument();
});

test('the history pages by cursor, newest first, with localized dates; Newer goes back', async () => {
  const { asked } = serveCustomer(dana(), {
    '': { entries: [historyEntry(2, 0), historyEntry(1, 60, { key: 'signIn-9', kind: 'signIn', operation: 'wrongPassword', actorUserId: undefined })], next: 'cursor-1' },
    'cursor-1': { entries: [historyEntry(0, 600, { operation: 'userToUserCreditTransfer' })], next: null },
  });
  renderCustomerPage('/user-profile/501');
  await openTab('History');
  const table = await screen.findByRole('table', { name: 'Customer history' });
  await within(table).findByText('Wrong password');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('Unblocked');
  expect(rows[0]).toHaveTextContent('by user #3');
  // Noon UTC is 14:00 on an Israeli clock (winter), in the page language's date form.
  expect(rows[0]).toHaveTextContent('20 Nov 2026, 14:00');
  expect(rows[1]).toHaveTextContent('Sign-in');
  const u = user();
  expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
  await u.click(screen.getByRole('button', { name: 'Older' }));
  expect(await within(table).findByText('Credits moved')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  const pages = asked.filter((a) => a.path === '/super-admin/customer-history/501').map((a) => a.url.searchParams.get('before'));
  expect(pages).toEqual([null, 'cursor-1']);
  await u.click(screen.getByRole('button', { name: 'Newer' }));
  expect(await within(table).findByText('Wrong password')).toBeInTheDocument();
});

test.each([
  ['an administrator', administrator],
  ['a super-administrator', superAdministrator],
])('%s sees exactly the controls whose calls it may make (the contract x-access, one rule)', async (_who, who) => {
  serveCustomer({ ...dana(), blocked: false, blockedReason: undefined });
  renderCustomerPage('/user-profile/501', { user: who });
  const viewer = sessionFor(who).session!.user;
  await screen.findByRole('heading', { name: 'Dana Cohen' });
  expect(Boolean(screen.queryByRole('tab', { name: 'Family' }))).toBe(mayCall(viewFamily.access, viewer));
  await openTab('Access');
  await screen.findByRole('button', { name: 'Sign in as this user' });
  expect(Boolean(screen.queryByRole('button', { name: 'End sessions' }))).toBe(mayCall(killUser.access, viewer));
  expect(Boolean(screen.queryByRole('button', { name: 'Block fully' }))).toBe(mayCall(assignBlock.access, viewer));
  await openTab('Credits');
  await screen.findByRole('table', { name: 'Balances per product' });
  expect(Boolean(screen.queryByRole('button', { name: 'Move credits' }))).toBe(mayCall(userToUserCreditTransfer.access, viewer));
});

test("with today's contract an administrator cannot end sessions (kill-user is for super-administrators); a super-administrator can", async () => {
  serveCustomer();
  const { unmount } = renderCustomerPage('/user-profile/501', { user: administrator });
  await openTab('Access');
  expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'End sessions' })).not.toBeInTheDocument();
  unmount();
  renderCustomerPage('/user-profile/501', { user: superAdministrator });
  await openTab('Family');
  expect(await screen.findByRole('link', { name: /dana-sub/ })).toHaveAttribute('href', '/user-profile/503');
  await openTab('Access');
  expect(await screen.findByRole('button', { name: 'End sessions' })).toBeInTheDocument();
});

test('sign in as the customer asks for that customer', async () => {
  const { bodiesOf } = serveCustomer();
  renderCustomerPage('/user-profile/501', { user: administrator });
  await openTab('Access');
  await user().click(await screen.findByRole('button', { name: 'Sign in as this user' }));
  await waitFor(() => expect(bodiesOf('/main/login-admin-to-sub')).toEqual([{ userId: 501 }]));
});

test('Hebrew: right to left, the texts in Hebrew, what the customer typed in its own direction', async () => {
  serveCustomer({ ...dana(), firstName: 'דנה', lastName: 'כהן' });
  renderCustomerPage('/user-profile/501', { language: 'he' });
  expect(await screen.findByRole('heading', { name: 'דנה כהן' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('tab', { name: 'פרטים וחיוב' })).toBeInTheDocument();
  expect(screen.getByText('נעול אחרי כניסות שגויות (5)')).toBeInTheDocument();
  expect(screen.getByText('dana.cohen').closest('bdi')).toHaveAttribute('dir', 'auto');
  expect(document.querySelector('.ant-tabs-rtl')).not.toBeNull();
});

test('who may open the page: administrators and the system groups (the x-access of get-user-details), not the deny list, not customers', () => {
  const rules = { managementDenyUserIds: [28], errorsPageUserIds: [18] };
  const viewer = (who: Parameters<typeof sessionFor>[0]) => ({ user: sessionFor(who).session!.user, mode: 'text' as const, rules });
  for (const name of ['userProfile', 'createUserAccount'] as const) {
    const rule = routeByName.get(name)!.rule;
    expect(refusalOf(viewer({ group: 3 }), rule)).toBeNull();
    expect(refusalOf(viewer({ group: 2 }), rule)).toBeNull();
    expect(refusalOf(viewer({ group: 5 }), rule)).toBeNull();
    expect(refusalOf(viewer({ group: 5, userId: 28 }), rule)).toBe('forbidden');
    expect(refusalOf(viewer({ group: 1 }), rule)).toBe('forbidden');
    expect(refusalOf(viewer({ group: 4, adminId: 10, userId: 11 }), rule)).toBe('forbidden');
  }
});
