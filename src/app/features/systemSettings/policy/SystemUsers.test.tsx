import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SystemUser } from '../../../api/generated/superAdmin';
import { apiUrl, server } from '../../../test/server';
import { answering, mountAsSuperAdmin, type AskedCall } from './testKit';
import SystemUsers from './SystemUsers';

function serve(removeStatus = 1) {
  const users: SystemUser[] = [
    { userId: 1, username: 'root', name: 'Main Admin', group: 5, formerGroup: 1, permissions: [] },
    { userId: 30, username: 'support.avi', name: 'Avi Levi', group: 3, permissions: [{ permissionId: 50, mode: 'enable' }] },
  ];
  const asked: AskedCall[] = [];
  const record = (op: string, answer: (body: Record<string, unknown>) => object) => answering(asked, op, answer);
  server.use(
    http.post(apiUrl('/super-admin/sys-get-data'), () => HttpResponse.json({ data: { systemUsers: users } })),
    http.get(apiUrl('/super-admin/search/main-autocomplete'), () => HttpResponse.json({ data: [{ userId: 77, adminId: 0, username: 'dana', firstName: 'Dana', lastName: 'Cohen', group: 1, active: true, blocked: false }] })),
    record('system-user-add', (body) => {
      users.push({ userId: Number(body.userId), username: 'dana', name: 'Dana Cohen', group: body.group as 2 | 5, formerGroup: 1, permissions: [] });
      return { status: 1 };
    }),
    record('system-user-remove', () => ({ status: removeStatus })),
    record('add-permission', (body) => {
      users[1].permissions.push({ permissionId: Number(body.permissionId), mode: 'enable' });
      return { status: 1 };
    }),
    record('del-permission', (body) => {
      users[1].permissions = users[1].permissions.filter((p) => p.permissionId !== body.permissionId);
      return { status: 1 };
    }),
  );
  return asked;
}

const mount = (language: 'en' | 'he' = 'en') => mountAsSuperAdmin(<SystemUsers />, language);

describe('configuring-administrators', () => {
  it('lists system users with groups and permissions; makes a customer a system manager; grants and takes back an extra permission', async () => {
    const asked = serve();
    mount();
    const avi = (await screen.findByText('support.avi')).closest('tr')!;
    expect(within(avi).getByText('Administrator')).toBeInTheDocument();
    expect(within(avi).getByText('Sign in as a sub-user')).toBeInTheDocument();
    expect(within(screen.getByText('root').closest('tr')!).getByText('Super-administrator')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: 'User' }), 'dan');
    await userEvent.click(await screen.findByText(/Dana Cohen/, { selector: '.ant-select-item-option-content *, .ant-select-item-option-content' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make system user' }));
    expect(await screen.findByText('dana')).toBeInTheDocument();
    expect(asked.find((a) => a.op === 'system-user-add')?.body).toEqual({ userId: 77, group: 2 });

    await userEvent.click(within(avi).getByRole('combobox', { name: 'Permission to grant support.avi' }));
    await userEvent.click(await screen.findByTitle('Express track'));
    await userEvent.click(within(avi).getByRole('button', { name: 'Grant' }));
    expect(await within(screen.getByText('support.avi').closest('tr')!).findByText('Express track')).toBeInTheDocument();
    await userEvent.click(within(screen.getByText('support.avi').closest('tr')!).getByLabelText('Take back Sign in as a sub-user'));
    expect(asked.find((a) => a.op === 'del-permission')?.body).toEqual({ userId: 30, permissionId: 50 });
  });

  it('removing oneself is refused with its message', async () => {
    serve(-2);
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from system users root' }));
    expect(await screen.findByText(/cannot remove yourself/i)).toBeInTheDocument();
  });

  it('in Hebrew, right to left', async () => {
    serve();
    mount('he');
    expect(await screen.findByRole('button', { name: 'הפיכה למשתמש מערכת' })).toBeInTheDocument();
    expect(document.querySelector('.ant-table-rtl')).not.toBeNull();
  });
});
