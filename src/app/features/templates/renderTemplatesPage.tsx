/** Renders the templates page the way the router mounts it, with the modal and toast hosts and the composer's route. */
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import type { Template } from '../../api/generated/templates';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import { NotificationHost } from '../../ui/NotificationHost';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import TemplatesPage from './TemplatesPage';
import { templates } from './testData';

/** Answers the template list from `rows()`, asked each time so a test can change it. */
export function serveTemplates(rows: () => Template[] = () => templates) {
  server.use(http.get(apiUrl('/main/templates'), () => HttpResponse.json({ data: rows() })));
}

/** Stands for the composer: shows the router state it was opened with. */
function CampaignStub() {
  const { state } = useLocation();
  return <p>Composer with {JSON.stringify(state)}</p>;
}

export function renderTemplatesPage(route = '/templates', language: Language = 'en') {
  return renderWithProviders(
    <>
      <TemplatesPage />
      <ConfirmModalHost />
      <NotificationHost />
    </>,
    {
      route,
      path: '/templates/:templateId?',
      preloadedState: { ...sessionFor(), preferences: { language, theme: 'light' } },
      extraRoutes: [{ path: '/campaign', element: <CampaignStub /> }],
    },
  );
}
