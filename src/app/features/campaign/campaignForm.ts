/**
 * The composer's state, and how it becomes the contract's campaign (CampaignsSendRequest)
 * and back (campaigns/get-campaign-data). One plain object so that the sections stay
 * presentational and the request is built in one tested place.
 */
import type { IntervalField, PacketUnit } from '../../../domain/campaignTiming';
import type { Campaign, CampaignsAbTest, CampaignsSendRequest, Destination, ShortLink, TextChannelOnly } from '../../api/generated/campaigns';
import type { Contact } from '../../api/generated/contacts';
import { abTestFormOf, abTestRequest, type AbTestForm } from './abTest/abTestForm';
import { emptyOptions, optionFields, optionsOf, type CampaignOptions } from './options/campaignOptions';
import { timingFields, timingOf } from './timing/timingRequest';

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

/** Pasted numbers (upl_contacts) or an uploaded destinations file (upl_contact_big_file), kept by the server. */
export interface UploadedDestination {
  type: 'upl_contacts' | 'upl_contact_big_file';
  uploadId: number;
  /** Valid recipients in it. */
  count: number;
  name: string;
  /** A file's titles of fields 1 to 6 ('' for a field not mapped): its [title] fields when it is the only destination. */
  titles?: string[];
  /** The file's first recipients with their mapped fields, for the per-recipient preview; a reopened draft has none. */
  firstRows?: PreviewRecipient[];
}

/** A recipient as the per-recipient preview fills the message for it (a list's contact or a file's row). */
export type PreviewRecipient = Pick<Contact, 'PHONE' | 'DYNAMIC_FIELD1' | 'DYNAMIC_FIELD2' | 'DYNAMIC_FIELD3' | 'DYNAMIC_FIELD4' | 'DYNAMIC_FIELD5' | 'DYNAMIC_FIELD6'>;

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
  | { kind: 'reusable'; start: number | null; end: number | null; intervalValue: number; intervalField: IntervalField }
  /** On the chosen weekdays (1 Sunday .. 7 Saturday) at the start's hour, until the end. */
  | { kind: 'days'; start: number | null; end: number | null; selectedDays: number[] }
  /** Each day at the hour, to those whose birthday (list field `location`) is `daysBefore` days away, for `years`. */
  | { kind: 'birthday'; location: number | null; daysBefore: number; hour: string; years: number };

export interface CampaignForm {
  name: string;
  lists: ChosenList[];
  contacts: ChosenContact[];
  /** Typed numbers, each already a valid mobile (05XXXXXXXX). */
  phones: string[];
  uploads: UploadedDestination[];
  content: string;
  unsubscribeOption: UnsubscribeOption;
  /**
   * The short links the composer made (create-short-url): which are personal, so the count
   * lengthens them, and their url_unique_hash to reuse them. Kept in the campaign (its shortLinks).
   */
  shortLinks: ShortLink[];
  sender: Sender;
  timing: Timing;
  options: CampaignOptions;
  /** An A/B test of the message (abTest/), or none. */
  abTest: AbTestForm | null;
}

export const emptyForm: CampaignForm = {
  name: '',
  lists: [],
  contacts: [],
  phones: [],
  uploads: [],
  content: '',
  unsubscribeOption: 0,
  shortLinks: [],
  sender: { kind: 'system' },
  timing: { kind: 'now' },
  options: emptyOptions,
  abTest: null,
};

/** Recipients before the server removes blacklisted, filtered and repeated numbers. */
export const totalRecipients = (form: CampaignForm): number =>
  form.lists.reduce((sum, l) => sum + l.total, 0) + form.contacts.length + form.phones.length + form.uploads.reduce((sum, u) => sum + u.count, 0);

/** Where the message's [title] fields come from: a list (its headers are asked), or an uploaded file that came with its titles. */
export type FieldSource = { kind: 'list'; list: ChosenList } | { kind: 'upload'; upload: UploadedDestination; titles: string[] };

/** The one destination whose fields the message can use: with other recipients there is no one set of fields. */
export function fieldSourceOf(form: CampaignForm): FieldSource | undefined {
  if (form.lists.length + form.contacts.length + form.phones.length + form.uploads.length !== 1) return undefined;
  const [list] = form.lists;
  if (list) return { kind: 'list', list };
  const [upload] = form.uploads;
  return upload?.titles ? { kind: 'upload', upload, titles: upload.titles } : undefined;
}

function senderFields(sender: Sender, allowResponse: boolean): Pick<Campaign, 'sourceType' | 'sourceNumber'> {
  if (sender.kind === 'name') return { sourceType: 1, sourceNumber: sender.name };
  // The contract's 4 is an attached number (3 when it also takes responses): the one that can take replies.
  if (sender.kind === 'number') return { sourceType: sender.attached ? (allowResponse ? 3 : 4) : 2, sourceNumber: sender.phone };
  return {};
}

/** The links the text still holds, so a reopened draft knows its personal links (get-campaign-data gives them back). */
function shortLinksField(form: CampaignForm): Pick<Campaign, 'shortLinks'> {
  const used = form.shortLinks.filter((l) => l.shortUrl && form.content.includes(l.shortUrl));
  return used.length ? { shortLinks: used.map(({ hash, url, shortUrl, type }) => ({ hash, url, shortUrl, type })) } : {};
}

export function toRequest(
  form: CampaignForm,
  options: { validation: boolean; isDraft?: boolean; campaignId?: number; updateType?: 'edit' | 'duplicate' },
): CampaignsSendRequest & TextChannelOnly {
  const destinations: Destination[] = [
    ...form.lists.map((l): Destination => ({ type: 'cl', id: l.id, name: l.name, totalDestinations: l.total })),
    ...form.contacts.map((c): Destination => ({ type: 'contact', id: c.id, phone: c.phone, name: c.label })),
    ...form.phones.map((phone): Destination => ({ type: 'new_phone', phone })),
    ...form.uploads.map((u): Destination => ({ type: u.type, upload_id: u.uploadId, count: u.count, name: u.name })),
  ];
  const fields = fieldSourceOf(form);
  return {
    ...(options.campaignId !== undefined ? { campaignId: options.campaignId, updateType: options.updateType ?? 'edit' } : {}),
    ...(form.name.trim() ? { campaign_name: form.name.trim() } : {}),
    smsContent: form.content,
    destinations,
    unsubscribeOption: form.unsubscribeOption,
    ...shortLinksField(form),
    // The server fills a file's [title] fields by these; a list's it reads itself (creditsNumber.ts fieldTitles).
    ...(fields?.kind === 'upload' ? { dynamicHeaders: fields.titles } : {}),
    ...senderFields(form.sender, form.options.allowResponse),
    ...timingFields(form.timing),
    ...optionFields(form.options),
    ...(form.abTest ? { abTest: abTestRequest(form.content, form.abTest) } : {}),
    isDraft: Boolean(options.isDraft),
    validation: options.validation,
    // A text campaign: the send calls refuse any other type (voice and WhatsApp have their own).
    campaign_type: '1',
  };
}

function senderOf(c: Campaign): Sender {
  if (!c.sourceNumber) return { kind: 'system' };
  if (c.sourceType === 1) return { kind: 'name', name: c.sourceNumber };
  return { kind: 'number', phone: c.sourceNumber, attached: c.sourceType === 3 || c.sourceType === 4 };
}

const isUpload = (d: Destination): d is Destination & { type: UploadedDestination['type']; upload_id: number } =>
  (d.type === 'upl_contacts' || d.type === 'upl_contact_big_file') && d.upload_id !== undefined;

/** A saved campaign (a draft, or one to edit or copy) as the composer's state. */
export function fromCampaign(c: Campaign & { abTest?: CampaignsAbTest }): CampaignForm {
  const destinations = c.destinations ?? [];
  // The titles a lone file's fields were sent with; its first rows are not kept, so a reopened draft shows no preview for it.
  const titles = destinations.length === 1 && c.dynamicHeaders?.length ? { titles: c.dynamicHeaders } : {};
  return {
    name: c.campaign_name ?? '',
    lists: destinations
      .filter((d) => d.type === 'cl' && d.id !== undefined)
      .map((d) => ({ id: d.id!, name: d.name ?? d.contactListName ?? '', total: d.totalDestinations ?? d.count ?? 0 })),
    contacts: destinations
      .filter((d) => d.type === 'contact' && d.id !== undefined)
      .map((d) => ({ id: d.id!, phone: d.phone ?? '', label: d.name ?? d.phone ?? '' })),
    phones: [...destinations.filter((d) => d.type === 'new_phone' && d.phone).map((d) => d.phone!), ...(c.phones ?? [])],
    uploads: destinations.filter(isUpload).map((d) => ({ type: d.type, uploadId: d.upload_id, count: d.count ?? d.totalDestinations ?? 0, name: d.name ?? '', ...titles })),
    content: c.smsContent ?? '',
    unsubscribeOption: c.unsubscribeOption ?? 0,
    shortLinks: c.shortLinks ?? [],
    sender: senderOf(c),
    timing: timingOf(c),
    options: optionsOf(c),
    // A draft finishes its test, a copy sends it again; one that went is not editable (the page says so).
    abTest: c.abTest ? abTestFormOf(c.abTest) : null,
  };
}
