/**
 * The composer's state, and how it becomes the contract's campaign (CampaignsSendRequest)
 * and back (campaigns/get-campaign-data). One plain object so that the sections stay
 * presentational and the request is built in one tested place.
 */
import { formatIsraelDateTime, parseIsraelDateTime } from '../../../domain/israelTime';
import type { IntervalField, PacketUnit } from '../../../domain/campaignTiming';
import type { Campaign, CampaignsSendRequest, Destination } from '../../api/generated/campaigns';

export interface ChosenList {
  id: number;
  name: string;
  total: number;
}

export interface ChosenContact {
  id: number;
  phone: string;
  label: string;
}

export type UnsubscribeOption = 0 | 2 | 3;

export type Sender =
  | { kind: 'system' }
  | { kind: 'name'; name: string }
  /** A verified number; an attached one also receives replies (unsubscribe by reply). */
  | { kind: 'number'; phone: string; attached: boolean };

export type Timing =
  | { kind: 'now' }
  | { kind: 'future'; start: number | null }
  | { kind: 'packets'; start: number | null; amount: number; every: number; unit: PacketUnit }
  | { kind: 'reusable'; start: number | null; end: number | null; intervalValue: number; intervalField: IntervalField };

export interface CampaignForm {
  name: string;
  lists: ChosenList[];
  contacts: ChosenContact[];
  /** Typed numbers, each already a valid mobile (05XXXXXXXX). */
  phones: string[];
  content: string;
  unsubscribeOption: UnsubscribeOption;
  sender: Sender;
  timing: Timing;
}

export const emptyForm: CampaignForm = {
  name: '',
  lists: [],
  contacts: [],
  phones: [],
  content: '',
  unsubscribeOption: 0,
  sender: { kind: 'system' },
  timing: { kind: 'now' },
};

/** Recipients before the server removes blacklisted, filtered and repeated numbers. */
export const totalRecipients = (form: CampaignForm): number =>
  form.lists.reduce((sum, l) => sum + l.total, 0) + form.contacts.length + form.phones.length;

const dateText = (ms: number | null): string | undefined => (ms === null ? undefined : formatIsraelDateTime(ms));

function timingFields(timing: Timing): Partial<Campaign> {
  switch (timing.kind) {
    case 'now':
      return { isFuture: false, isReusable: false };
    case 'future':
      return { isFuture: true, isReusable: false, startDate: dateText(timing.start) };
    case 'packets':
      // Packets start now unless a start is given.
      return {
        isFuture: timing.start !== null,
        isReusable: false,
        startDate: dateText(timing.start),
        packets: { amount: timing.amount, every: timing.every, everyOption: timing.unit },
      };
    case 'reusable':
      return {
        isFuture: true,
        isReusable: true,
        startDate: dateText(timing.start),
        endDate: dateText(timing.end),
        intervalValue: timing.intervalValue,
        intervalField: timing.intervalField,
      };
  }
}

function senderFields(sender: Sender): Pick<Campaign, 'sourceType' | 'sourceNumber'> {
  if (sender.kind === 'name') return { sourceType: 1, sourceNumber: sender.name };
  // The contract's 4 is an attached number: the one that can take replies.
  if (sender.kind === 'number') return { sourceType: sender.attached ? 4 : 2, sourceNumber: sender.phone };
  return {};
}

export function toRequest(
  form: CampaignForm,
  options: { validation: boolean; isDraft?: boolean; campaignId?: number; updateType?: 'edit' | 'duplicate' },
): CampaignsSendRequest {
  const destinations: Destination[] = [
    ...form.lists.map((l): Destination => ({ type: 'cl', id: l.id, name: l.name, totalDestinations: l.total })),
    ...form.contacts.map((c): Destination => ({ type: 'contact', id: c.id, phone: c.phone, name: c.label })),
    ...form.phones.map((phone): Destination => ({ type: 'new_phone', phone })),
  ];
  return {
    ...(options.campaignId !== undefined ? { campaignId: options.campaignId, updateType: options.updateType ?? 'edit' } : {}),
    ...(form.name.trim() ? { campaign_name: form.name.trim() } : {}),
    campaign_type: '1',
    smsContent: form.content,
    destinations,
    unsubscribeOption: form.unsubscribeOption,
    ...senderFields(form.sender),
    ...timingFields(form.timing),
    isDraft: Boolean(options.isDraft),
    validation: options.validation,
  };
}

const parseDate = (text: string | undefined): number | null => (text ? parseIsraelDateTime(text) : null);

function timingOf(c: Campaign): Timing {
  const start = parseDate(c.startDate);
  if (c.packets?.amount) {
    return { kind: 'packets', start, amount: c.packets.amount, every: c.packets.every ?? 1, unit: c.packets.everyOption ?? 'MINUTE' };
  }
  if (c.isReusable) {
    return { kind: 'reusable', start, end: parseDate(c.endDate), intervalValue: c.intervalValue ?? 1, intervalField: c.intervalField ?? 'WEEK' };
  }
  return c.isFuture ? { kind: 'future', start } : { kind: 'now' };
}

function senderOf(c: Campaign): Sender {
  if (!c.sourceNumber) return { kind: 'system' };
  if (c.sourceType === 1) return { kind: 'name', name: c.sourceNumber };
  return { kind: 'number', phone: c.sourceNumber, attached: c.sourceType === 3 || c.sourceType === 4 };
}

/** A saved campaign (a draft, or one to edit or copy) as the composer's state. */
export function fromCampaign(c: Campaign): CampaignForm {
  const destinations = c.destinations ?? [];
  return {
    name: c.campaign_name ?? '',
    lists: destinations
      .filter((d) => d.type === 'cl' && d.id !== undefined)
      .map((d) => ({ id: d.id!, name: d.name ?? d.contactListName ?? '', total: d.totalDestinations ?? d.count ?? 0 })),
    contacts: destinations
      .filter((d) => d.type === 'contact' && d.id !== undefined)
      .map((d) => ({ id: d.id!, phone: d.phone ?? '', label: d.name ?? d.phone ?? '' })),
    phones: [...destinations.filter((d) => d.type === 'new_phone' && d.phone).map((d) => d.phone!), ...(c.phones ?? [])],
    content: c.smsContent ?? '',
    unsubscribeOption: c.unsubscribeOption ?? 0,
    sender: senderOf(c),
    timing: timingOf(c),
  };
}
