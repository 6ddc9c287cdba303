/** The blocks screens' page tests: mounted with the modal and toast hosts, and customers to find. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import type { SuperAdminUserSummary } from '../../../api/generated/superAdmin';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { ConfirmModalHost } from '../../../ui/ConfirmModalHost';
import { NotificationHost } from '../../../ui/NotificationHost';

export const dana: SuperAdminUserSummary = { userId: 501, adminId: 0, username: 'dana', firstName: 'Dana', lastName: 'Cohen', group: 1, active: true, blocked: false };
export const avi: SuperAdminUserSummary = { userId: 502, adminId: 0, username: 'avi', firstName: 'Avi', lastName: 'Mor', group: 1, active: true, blocked: false };

/** Answers the customer search and keeps the bodies of the calls made. */
export function serveBlocks(handlers: Record<string, (body: Record<string, unknown>) => object>) {
  const bodies: Record<string, unknown[]> = {};
  server.use(
    http.get(apiUrl('/super-admin/search/main-autocomplete'), ({ request }) => {
      const query = new URL(request.url).searchParams.get('query')!.toLowerCase();
      return HttpResponse.json({ data: [dana, avi].filter((c) => c.username.startsWith(query)) });
    }),
    ...Object.entries(handlers).map(([path, answer]) =>
      http.post(apiUrl(path), async ({ request }) => {
        const body = request.headers.get('content-type')?.includes('json') ? ((await request.json()) as Record<string, unknown>) : {};
        (bodies[path] ??= []).push(body);
        return HttpResponse.json({ data: answer(body) });
      }),
    ),
  );
  return { bodiesOf: (path: string) => bodies[path] ?? [] };
}

export function mountScreen(Screen: ComponentType, language: 'en' | 'he' = 'en', group = 5) {
  return renderWithProviders(
    <>
      <Screen />
      <ConfirmModalHost />
      <NotificationHost />
    </>,
    { preloadedState: { ...sessionFor({ group }), preferences: { language, theme: 'light' } } },
  );
}

/** Types in a customer picker and chooses the customer shown. */
export async function pickCustomer(name: string, who: SuperAdminUserSummary) {
  // The dropdown may still be opening (antd's motion): its option is clicked as a person would once it shows.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.type(await screen.findByRole('combobox', { name }), who.username);
  await user.click(await screen.findByTitle(`${who.firstName} ${who.lastName} (${who.username})`));
}
