/** Renders /my-profile with the modal and toast hosts, and an msw kit of its calls. */
import { http, HttpResponse } from 'msw';
import type { UsersMyProfile } from '../../api/generated/users';
import type { Language } from '../../state/preferences';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import { NotificationHost } from '../../ui/NotificationHost';
import MyProfilePage from './MyProfilePage';

export const dana: UsersMyProfile = {
  userId: 10,
  adminId: 0,
  username: 'demo',
  firstName: 'Dana',
  lastName: 'Levi',
  email: 'dana@example.com',
  phones: ['0521234567'],
  allowedEmails: ['inbox@example.com'],
  allowedIps: [],
  mailSystemConnection: false,
  reportsEmail: 'billing@example.com',
  otpPhones: [],
};

export type Asked = Record<'save' | 'password' | 'reportsEmail', unknown[]>;
type Answer = { status: number; message?: string };

/** Serves the page's calls; each change is recorded and answered by the function given (1 / 0 by default). */
export function serveMyProfile(answers: Partial<Record<keyof Asked, () => Answer>> = {}): Asked {
  const asked: Asked = { save: [], password: [], reportsEmail: [] };
  const change = (key: keyof Asked, fallback: Answer) => async ({ request }: { request: Request }) => {
    asked[key].push(await request.json());
    return HttpResponse.json({ data: (answers[key] ?? (() => fallback))() });
  };
  server.use(
    http.get(apiUrl('/users/my-profile'), () => HttpResponse.json({ data: dana })),
    http.post(apiUrl('/users/save-my-profile'), change('save', { status: 1 })),
    http.post(apiUrl('/users/update-user-password'), change('password', { status: 0 })),
    http.post(apiUrl('/reports/update-email-address'), change('reportsEmail', { status: 1 })),
  );
  return asked;
}

export function renderMyProfilePage(language: Language = 'en') {
  return renderWithProviders(
    <>
      <MyProfilePage />
      <ConfirmModalHost />
      <NotificationHost />
    </>,
    { route: '/my-profile', path: '/my-profile', preloadedState: { ...sessionFor({ userId: 10 }), preferences: { language, theme: 'light' } } },
  );
}
