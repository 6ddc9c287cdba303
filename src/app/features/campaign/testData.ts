/** What the composer's tests answer with: one list with titled fields, a sender name and a number. */
import { http, HttpResponse } from 'msw';
import type { Campaign, CampaignsAbTest, CampaignsSendRequest, CampaignsSendResult } from '../../api/generated/campaigns';
import { apiUrl, server } from '../../test/server';
import { CheckForbiddenText, SendCampaign } from '../../../contract/statusCodes';

export const customers = { id: 7, name: 'Customers', parentId: -1, allTotalDestinationsCount: 3, headers: ['First name', 'City'] };

export const previewContacts = [
  { ID: 1, PHONE: '501234001', DYNAMIC_FIELD1: 'Dana', DYNAMIC_FIELD2: 'Haifa' },
  { ID: 2, PHONE: '501234002', DYNAMIC_FIELD1: 'Bartholomew-Alexander', DYNAMIC_FIELD2: 'Eilat' },
];

/** A saved campaign as get-campaign-data answers it. */
export type SavedCampaign = Campaign & { editable?: boolean; abTest?: CampaignsAbTest };

export const draft = (extra: Partial<SavedCampaign> = {}): SavedCampaign => ({
  campaignId: 55,
  campaign_name: 'Spring sale',
  smsContent: 'Hi [First name], see you in [City]',
  destinations: [{ type: 'cl', id: 7, name: 'Customers', totalDestinations: 3 }],
  unsubscribeOption: 0,
  isFuture: false,
  editable: true,
  ...extra,
});

export const summary = { recipients: 3, parts: 1, credits: 3, remainingCredits: 997, sendTime: '01/06/2026 10:00' };

/** The page's reads; returns the bodies sent to send-campaign, in order. */
export function serveComposer(options: { campaign?: SavedCampaign; send?: (body: CampaignsSendRequest) => CampaignsSendResult; forbidden?: string[] } = {}) {
  const sent: CampaignsSendRequest[] = [];
  server.use(
    http.get(apiUrl('/campaigns/get-user-all-contact-lists'), () => HttpResponse.json({ data: [customers] })),
    http.post(apiUrl('/contacts/get-contacts-lists'), () => HttpResponse.json({ data: [customers] })),
    http.post(apiUrl('/campaigns/get-source-names'), () =>
      HttpResponse.json({ data: [{ id: 1, name: 'DemoShop', status: 'approved' }, { id: 2, name: 'NewName', status: 'pending' }] }),
    ),
    http.post(apiUrl('/campaigns/get-verified-numbers'), () => HttpResponse.json({ data: [{ id: 1, phone: '0531234567', isAttached: true }] })),
    http.post(apiUrl('/campaigns/get-dynamic-fields-headers'), () =>
      HttpResponse.json({ data: [{ field: 'DYNAMIC_FIELD1', title: 'First name' }, { field: 'DYNAMIC_FIELD2', title: 'City' }] }),
    ),
    http.post(apiUrl('/contacts/get-contacts-page-data'), () =>
      HttpResponse.json({ data: { lists: [customers], contactList: customers, contacts: previewContacts, totalContacts: 2 } }),
    ),
    http.post(apiUrl('/campaigns/get-campaign-data'), () => HttpResponse.json({ data: options.campaign ?? draft() })),
    http.post(apiUrl('/campaigns/check-forbidden-text'), () =>
      HttpResponse.json({ data: options.forbidden ? { status: CheckForbiddenText.forbiddenText, forbiddenWords: options.forbidden } : { status: CheckForbiddenText.ok } }),
    ),
    http.post(apiUrl('/campaigns/send-campaign'), async ({ request }) => {
      const body = (await request.json()) as CampaignsSendRequest;
      sent.push(body);
      const answer = options.send?.(body) ?? (body.validation ? { status: SendCampaign.validated, summary } : { status: SendCampaign.sent, campaignId: 55 });
      return HttpResponse.json({ data: answer });
    }),
  );
  return sent;
}
