/** The policy screens' page tests: calls answered and kept, and a screen mounted as a super-administrator. */
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { apiUrl } from '../../../test/server';
import { NotificationHost } from '../../../ui/NotificationHost';

export interface AskedCall {
  op: string;
  body: Record<string, unknown>;
}

/** A super-admin/<op> handler answering `answer(body)`, each call kept in `asked`. */
export const answering = (asked: AskedCall[], op: string, answer: (body: Record<string, unknown>) => object) =>
  http.post(apiUrl(`/super-admin/${op}`), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    asked.push({ op, body });
    return HttpResponse.json({ data: answer(body) });
  });

export const mountAsSuperAdmin = (screen: ReactElement, language: 'en' | 'he' = 'en') =>
  renderWithProviders(
    <>
      {screen}
      <NotificationHost />
    </>,
    { preloadedState: { ...sessionFor({ userId: 1, group: 5 }), preferences: { language, theme: 'light' } } },
  );
