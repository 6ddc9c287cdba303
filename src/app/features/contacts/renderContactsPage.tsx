/** Renders the contact-list page the way the router mounts it, with the confirm modal host. */
import { http, HttpResponse } from 'msw';
import type { GetContactsPageDataApiArg } from '../../api/generated/contacts';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import ContactListPage from './ContactListPage';
import { pageData } from './testData';

/** Answers the page data for whichever list is asked; returns the bodies asked with. */
export function servePageData(answer = pageData) {
  const asked: GetContactsPageDataApiArg['body'][] = [];
  server.use(
    http.post(apiUrl('/contacts/get-contacts-page-data'), async ({ request }) => {
      const body = (await request.json()) as GetContactsPageDataApiArg['body'];
      asked.push(body);
      return HttpResponse.json(answer(body.contactListId));
    }),
  );
  return asked;
}

export function renderContactsPage(route: string, language: Language = 'en') {
  return renderWithProviders(
    <>
      <ContactListPage />
      <ConfirmModalHost />
    </>,
    { route, path: '/contact-list/:contactListId?', preloadedState: { ...sessionFor(), preferences: { language, theme: 'light' } } },
  );
}
