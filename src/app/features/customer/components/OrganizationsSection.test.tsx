import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Organization } from '../../../api/generated/superAdmin';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { NotificationHost } from '../../../ui/NotificationHost';
import { OrganizationsSection } from './OrganizationsSection';

function serve() {
  const organizations: Organization[] = [{ id: 1, userId: 501, name: 'North Ltd', companyId: '515555555' }];
  const added: unknown[] = [];
  server.use(
    http.post(apiUrl('/super-admin/get-organizations'), () => HttpResponse.json({ data: organizations })),
    http.post(apiUrl('/super-admin/add-organization'), async ({ request }) => {
      const body = (await request.json()) as { name: string; companyId: string };
      added.push(body);
      if (organizations.some((o) => o.companyId === body.companyId)) return HttpResponse.json({ data: { status: -2 } });
      organizations.push({ id: 2, userId: 501, ...body });
      return HttpResponse.json({ data: { status: 1, id: 2 } });
    }),
  );
  return added;
}

const mount = (language: 'en' | 'he' = 'en') =>
  renderWithProviders(
    <>
      <OrganizationsSection userId={501} />
      <NotificationHost />
    </>,
    { preloadedState: { ...sessionFor({ group: 5 }), preferences: { language, theme: 'light' } } },
  );

describe("the customer's organizations tab", () => {
  it('a company number of other than 9 digits is said before sending; one already on the account is refused; a new one is added and listed', async () => {
    const added = serve();
    mount();
    expect(await screen.findByText('North Ltd')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New organization' }));
    await userEvent.type(await screen.findByLabelText('Name'), 'South Ltd');
    await userEvent.type(screen.getByLabelText('Company number'), '5155');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A company number is exactly 9 digits.')).toBeInTheDocument();
    expect(added).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Company number'));
    await userEvent.type(screen.getByLabelText('Company number'), '515555555');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An organization with this company number already exists.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Company number'));
    await userEvent.type(screen.getByLabelText('Company number'), '516666666');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The organization was added.')).toBeInTheDocument();
    expect(await screen.findByText('South Ltd')).toBeInTheDocument();
    expect(added).toEqual([
      { userId: 501, name: 'South Ltd', companyId: '515555555' },
      { userId: 501, name: 'South Ltd', companyId: '516666666' },
    ]);
  });

  it('in Hebrew, right to left', async () => {
    serve();
    mount('he');
    expect(await screen.findByRole('button', { name: 'ארגון חדש' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'מספר חברה (ח.פ.)' })).toBeInTheDocument();
  });
});
