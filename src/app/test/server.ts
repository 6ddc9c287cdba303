/**
 * The msw server of browser tests. Default handlers answer what every page asks at start
 * (the brand metadata); a test adds its own with `server.use(...)`.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AppMetaData } from '../api/generated/auth';

export const apiUrl = (path: string) => `http://localhost/api${path}`;

export const demoBrand: AppMetaData = {
  logoName: 'Messaging',
  appLogoSrc: '',
  supportPhone: '03-555-0100',
  supportEmail: 'support@example.com',
  isWhiteLable: false,
  routeRules: { managementDenyUserIds: [28], errorsPageUserIds: [18], removeOnlyHost: false },
};

export const defaultHandlers = [
  http.post(apiUrl('/auth/get-app-meta-data'), () => HttpResponse.json({ data: demoBrand })),
  // The composer starts from the account's defaults (/settings): none unless a test says.
  http.get(apiUrl('/users/account-settings'), () => HttpResponse.json({ data: { apiUsername: 'demo' } })),
];

export const server = setupServer(...defaultHandlers);
