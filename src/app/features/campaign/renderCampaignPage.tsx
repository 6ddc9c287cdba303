/** Renders the composer the way the router mounts it, with the toasts and the drafts page it leads to. */
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import { NotificationHost } from '../../ui/NotificationHost';
import type { Language } from '../../state/preferences';
import type { AppServiceMode } from '../../state/serviceMode';
import type { AppStore } from '../../state/store';
import { renderWithProviders, sessionFor } from '../../test/render';
import CampaignPage from './CampaignPage';

/** `user`: what differs from the test session's user (its permissions, say); `store`: one made before (its state then stands). */
export function renderCampaignPage(route: string | { pathname: string; state?: unknown } = '/campaign', language: Language = 'en', mode: AppServiceMode = 'text', user: Parameters<typeof sessionFor>[0] = {}, store?: AppStore) {
  return renderWithProviders(
    <>
      <CampaignPage />
      <NotificationHost />
      <ConfirmModalHost />
    </>,
    {
      route,
      path: '/campaign/:campaignId?/:updateType?',
      preloadedState: { ...sessionFor(user), preferences: { language, theme: 'light' }, serviceMode: { mode } },
      extraRoutes: [{ path: '/track-drafts', element: <h1>Drafts page</h1> }],
      ...(store ? { store } : {}),
    },
  );
}
