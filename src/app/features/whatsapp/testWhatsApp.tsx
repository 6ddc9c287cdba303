/**
 * The WhatsApp page's test kit: an account with an active number, a verified one and one
 * waiting for its code; the number's templates; an msw server of the WhatsApp calls answering
 * the contract's shapes from `WhatsAppServer` (which a test changes) and recording what each
 * was asked; the page mounted as the router does, with the modal and toast hosts.
 */
import type { AppServiceMode } from '../../state/serviceMode';
import { http, HttpResponse } from 'msw';
import type { ContactList } from '../../api/generated/campaigns';
import type { WhatsAppCreditEstimate, WhatsAppPhoneState, WhatsAppSendResult, WhatsAppTemplate, WhatsAppUserMetaData } from '../../api/generated/whatsapp';
import type { Language } from '../../state/preferences';
import { Permission } from '../../../domain/permissions';
import { renderWithProviders, sessionFor } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { ConfirmModalHost } from '../../ui/ConfirmModalHost';
import { NotificationHost } from '../../ui/NotificationHost';
import WhatsAppCampaignChatPage from './WhatsAppCampaignChatPage';

export const active: WhatsAppPhoneState = { phone: '972501110000', accountId: 5, state: 'active', isPoolNumber: false };
export const verified: WhatsAppPhoneState = { phone: '972502220000', state: 'verified' };
export const waiting: WhatsAppPhoneState = { phone: '972503330000', state: 'verificationRequestSent' };

export const approvedTemplate: WhatsAppTemplate = {
  templateId: 11,
  name: 'spring_sale',
  language: 'he',
  header: 'none',
  body: 'Hello {{1}}, the sale ends on {{2}}.',
  bodyVariableSample1: 'Dana',
  bodyVariableSample2: 'Friday',
  status: 1,
};
export const pendingTemplate: WhatsAppTemplate = { templateId: 12, name: 'welcome', body: 'Welcome to us', status: 0 };
export const rejectedTemplate: WhatsAppTemplate = { templateId: 13, name: 'promo', body: 'Promo', status: 2, rejectionReason: 'INVALID_FORMAT' };

export const customers: ContactList = { id: 7, name: 'Customers', totalLength: 120 };

type Body = Record<string, unknown>;
type Status = { status: number };

export interface WhatsAppServer {
  meta: WhatsAppUserMetaData;
  templates: Record<string, WhatsAppTemplate[]>;
  createTemplate: (body: Body) => Status;
  calc: WhatsAppCreditEstimate & Status;
  /** create-campaign-wa's answer to each call in turn (validate true, then false). */
  campaign: (body: Body) => Status & WhatsAppCreditEstimate;
  example: WhatsAppSendResult;
  register: Status;
  verify: (body: Body) => Status;
  createUser: Status;
  poolNumber: string | null;
}

export type Asked = Record<'createTemplate' | 'deleteTemplate' | 'calc' | 'campaign' | 'example' | 'register' | 'verify' | 'createUser' | 'createAccount' | 'deleteAccount', Body[]>;

export function serveWhatsApp(change: Partial<WhatsAppServer> = {}): { asked: Asked; wa: WhatsAppServer } {
  const wa: WhatsAppServer = {
    meta: { userId: 10, hasWhatsappPermission: true, phones: [active, verified, waiting], creditsLeft: 5000 },
    templates: { [active.phone]: [pendingTemplate, approvedTemplate, rejectedTemplate] },
    createTemplate: () => ({ status: 1 }),
    calc: { status: 1, recipients: 120, creditsNeeded: 120, creditsLeft: 5000 },
    campaign: (body) => (body.validate ? { status: 3, recipients: 120, creditsNeeded: 120, creditsLeft: 5000 } : { status: 1 }),
    example: { status: 1 },
    register: { status: 2 },
    verify: (body) => ({ status: body.code ? 1 : 2 }),
    createUser: { status: 1 },
    poolNumber: '972509990000',
    ...change,
  };
  const asked: Asked = { createTemplate: [], deleteTemplate: [], calc: [], campaign: [], example: [], register: [], verify: [], createUser: [], createAccount: [], deleteAccount: [] };
  const json = async (request: Request) => (await request.json()) as Body;
  server.use(
    http.get(apiUrl('/whatsapp/get-user-meta-data'), () => HttpResponse.json({ success: true, data: wa.meta })),
    http.get(apiUrl('/whatsapp/get-phone-templates/:phone'), ({ params }) => HttpResponse.json({ success: true, data: wa.templates[String(params.phone)] ?? [] })),
    http.post(apiUrl('/whatsapp/create-template'), async ({ request }) => {
      const body = await json(request);
      asked.createTemplate.push(body);
      return HttpResponse.json({ success: true, data: wa.createTemplate(body) });
    }),
    http.delete(apiUrl('/whatsapp/delete-whatsapp-template/:id'), ({ params }) => {
      asked.deleteTemplate.push({ id: Number(params.id) });
      return HttpResponse.json({ success: true, data: { status: 1 } });
    }),
    http.get(apiUrl('/campaigns/get-user-all-contact-lists'), () => HttpResponse.json({ data: [customers] })),
    http.post(apiUrl('/whatsapp/calc-whatsapp-campaign-credits'), async ({ request }) => {
      asked.calc.push(await json(request));
      return HttpResponse.json({ success: true, data: wa.calc });
    }),
    http.post(apiUrl('/whatsapp/create-campaign-wa/:campaignId'), async ({ request, params }) => {
      const body = await json(request);
      asked.campaign.push({ campaignId: Number(params.campaignId), ...body });
      return HttpResponse.json({ success: true, data: wa.campaign(body) });
    }),
    http.post(apiUrl('/whatsapp/send-example'), async ({ request }) => {
      asked.example.push(await json(request));
      return HttpResponse.json({ success: true, data: wa.example });
    }),
    http.get(apiUrl('/whatsapp/get-pool-number'), () => HttpResponse.json({ success: true, data: { poolNumber: wa.poolNumber } })),
    http.post(apiUrl('/whatsapp/register-number'), async ({ request }) => {
      asked.register.push(await json(request));
      return HttpResponse.json({ success: true, data: wa.register });
    }),
    http.post(apiUrl('/whatsapp/verify-number'), async ({ request }) => {
      const body = await json(request);
      asked.verify.push(body);
      return HttpResponse.json({ success: true, data: wa.verify(body) });
    }),
    http.post(apiUrl('/whatsapp/create-user'), async ({ request }) => {
      const form = await request.formData();
      asked.createUser.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`])));
      return HttpResponse.json({ success: true, data: wa.createUser });
    }),
    http.post(apiUrl('/whatsapp/create-account'), async ({ request }) => {
      asked.createAccount.push(await json(request));
      return HttpResponse.json({ success: true, data: { status: 1 } });
    }),
    http.post(apiUrl('/whatsapp/delete-account'), async ({ request }) => {
      asked.deleteAccount.push(await json(request));
      return HttpResponse.json({ success: true, data: { status: 1 } });
    }),
  );
  return { asked, wa };
}

export function renderWhatsAppPage(route = '/whatsapp-campaign-chat', language: Language = 'en', mode: AppServiceMode = 'whatsapp') {
  return renderWithProviders(
    <>
      <WhatsAppCampaignChatPage />
      <ConfirmModalHost />
      <NotificationHost />
    </>,
    {
      route,
      path: '/whatsapp-campaign-chat/:from?/:to?',
      preloadedState: { ...sessionFor({ permissions: [1, 2, 3, 4, Permission.whatsapp] }), preferences: { language, theme: 'light' }, serviceMode: { mode } },
    },
  );
}
