/** Renders the composer the way the router mounts it, with the toasts and the drafts page it leads to. */
import { ConfirmModalHost } from '../../shell/ConfirmModalHost';
import { NotificationHost } from '../../shell/NotificationHost';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import CampaignPage from './CampaignPage';

export function renderCampaignPage(route: string | { pathname: string; state?: unknown } = '/campaign', language: Language = 'en') {
  return renderWithProviders(
    <>
      <CampaignPage />
      <NotificationHost />
      <ConfirmModalHost />
    </>,
    {
      route,
      path: '/campaign/:campaignId?/:updateType?',
      preloadedState: { ...sessionFor(), preferences: { language, theme: 'light' } },
      extraRoutes: [{ path: '/track-drafts', element: <h1>Drafts page</h1> }],
    },
  );
}
