/** Renders the drafts page the way the router mounts it, with the modal and toast hosts and the composer's route. */
import { http, HttpResponse } from 'msw';
import { useParams } from 'react-router-dom';
import type { Draft } from '../../api/generated/campaigns';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import { NotificationHost } from '../../ui/NotificationHost';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import DraftsPage from './DraftsPage';

export const drafts: Draft[] = [
  { campaignId: 31, campaignName: 'Passover greeting', smsContent: 'חג שמח [First name]!', updatedOn: '03/04/2026 10:05' },
  { campaignId: 30, campaignName: 'Stock update', smsContent: 'New stock arrived today.', updatedOn: '2026-01-10T07:30:00.000Z' },
];

/** Answers the drafts from `rows()`, asked each time so a test can change it; counts the asks. */
export function serveDrafts(rows: () => Draft[] = () => drafts) {
  const asked = { count: 0 };
  server.use(
    http.get(apiUrl('/campaigns/get-drafts-campaigns'), () => {
      asked.count += 1;
      return HttpResponse.json({ data: rows() });
    }),
  );
  return asked;
}

function ComposerStub() {
  const { campaignId } = useParams();
  return <p>Composer for campaign {campaignId ?? 'new'}</p>;
}

export function renderDraftsPage(language: Language = 'en') {
  return renderWithProviders(
    <>
      <DraftsPage />
      <ConfirmModalHost />
      <NotificationHost />
    </>,
    {
      route: '/track-drafts',
      path: '/track-drafts',
      preloadedState: { ...sessionFor(), preferences: { language, theme: 'light' } },
      extraRoutes: [{ path: '/campaign/:campaignId?/:updateType?', element: <ComposerStub /> }],
    },
  );
}
