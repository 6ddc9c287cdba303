/** Renders the push-API page the way the router mounts it (on /push-api/:userId), with the modal and toast hosts, and an msw kit of its calls. */
import { http, HttpResponse } from 'msw';
import type { PushDelivery, PushUrl } from '../../api/generated/users';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import { NotificationHost } from '../../ui/NotificationHost';
import PushApiPage from './PushApiPage';

export const receipts: PushUrl = {
  id: 1,
  url: 'https://crm.example.com/receipts',
  type: 'delivery',
  service: 'sms',
  comments: 'Our CRM',
  updatedDate: '03/04/2026 10:05',
  status: 'open',
  alarm: true,
};

export const replies: PushUrl = {
  id: 2,
  url: 'https://crm.example.com/replies',
  type: 'incoming',
  service: 'whatsapp',
  comments: '',
  updatedDate: '10/01/2026 09:30',
  status: 'blocked',
  alarm: false,
};

export const lastDeliveries: PushDelivery[] = [
  { id: 12, pushUrlId: 1, url: receipts.url!, eventType: 'test', httpStatus: 200, durationMs: 41, at: '2026-04-03T07:06:07.000Z' },
  { id: 11, pushUrlId: 1, url: receipts.url!, eventType: 'delivery', durationMs: 5000, error: 'Error: connect ECONNREFUSED', at: '2026-04-03T07:05:00.000Z' },
  { id: 10, pushUrlId: 2, url: replies.url!, eventType: 'incoming', httpStatus: 503, durationMs: 80, at: '2026-04-02T07:05:00.000Z' },
];

/** What the page's calls were asked, by operation. */
export type Asked = Record<string, unknown[]>;

/** Serves the page's calls for user 10: the URLs and deliveries from the functions (asked each time), the changes answered `1` and recorded. */
export function servePushApi(urls: () => PushUrl[] = () => [receipts, replies], deliveries: () => PushDelivery[] = () => lastDeliveries): Asked {
  const asked: Asked = { list: [], deliveries: [], status: [], alarm: [], delete: [], add: [], test: [] };
  const change = (key: string) => async ({ request }: { request: Request }) => {
    asked[key].push(await request.json());
    return HttpResponse.json({ data: { status: 1 } });
  };
  server.use(
    http.get(apiUrl('/users/push-api/deliveries/:userId'), ({ params }) => {
      asked.deliveries.push(params.userId);
      return params.userId === '10' ? HttpResponse.json({ data: deliveries() }) : HttpResponse.json({ message: 'errors.generic.notFound' }, { status: 404 });
    }),
    http.get(apiUrl('/users/push-api/:userId'), ({ params }) => {
      asked.list.push(params.userId);
      return params.userId === '10' ? HttpResponse.json({ data: urls() }) : HttpResponse.json({ message: 'errors.generic.notFound' }, { status: 404 });
    }),
    http.post(apiUrl('/users/push-api/change-push-api-status'), change('status')),
    http.post(apiUrl('/users/push-api/change-alarm-status'), change('alarm')),
    http.post(apiUrl('/users/push-api/delete-push-api'), change('delete')),
  );
  return asked;
}

export function renderPushApiPage(userId: number | string = 10, language: Language = 'en') {
  return renderWithProviders(
    <>
      <PushApiPage />
      <ConfirmModalHost />
      <NotificationHost />
    </>,
    {
      route: `/push-api/${userId}`,
      path: '/push-api/:userId',
      preloadedState: { ...sessionFor({ userId: 10 }), preferences: { language, theme: 'light' } },
    },
  );
}
