/**
 * The composer's side of the one message assembly (domain/messageText.ts): the text as every
 * recipient gets it before their fields are filled (the counter, the send check) and each first
 * recipient's own text (the preview), with links exactly as long as the real ones on this
 * origin, counted by the domain's billing and network rules against the user's limit
 * (maxMessageLength, the rule the server's estimate applies too).
 */
import type { Contact } from '../../../api/generated/contacts';
import { defaultBillingFigures, encodingOf, messageCost, type MessageCost } from '../../../../domain/messageParts';
import { messageComposer, placeholderLinks, type MessageSettings, type RecipientFields } from '../../../../domain/messageText';
import { personalLinksIn } from '../../../../domain/shortLinks';
import type { CampaignForm } from '../campaignForm';

/** Personal kinds: the campaign gives each recipient its own address (server links/recipientLinks.ts). */
const personalTypes: readonly string[] = ['personalLink', 'personalImage'];

/** The short URLs of the personal links the text holds: those the composer made, and any campaign link. */
export function personalUrlsOf(form: Pick<CampaignForm, 'content' | 'shortLinks'>): string[] {
  const made = form.shortLinks.filter((l) => l.shortUrl && personalTypes.includes(l.type ?? '')).map((l) => l.shortUrl!);
  return personalLinksIn(form.content, made);
}

export type MeasuredForm = Pick<CampaignForm, 'content' | 'shortLinks' | 'unsubscribeOption' | 'options'>;

/**
 * The form's message as the server will assemble it. The reply wording is left to the
 * assembly's default (Hebrew), which is the one the server writes.
 */
export const messageSettingsOf = (form: MeasuredForm): MessageSettings => ({
  content: form.content,
  unsubscribeOption: form.unsubscribeOption,
  coupon: form.options.coupon.use,
  personalLinks: personalUrlsOf(form),
});

/** The text as every recipient gets it before their fields are filled: personal links lengthened, the coupon and unsubscribe lines added. */
export function measuredText(form: MeasuredForm, origin: string): string {
  const settings = messageSettingsOf(form);
  return messageComposer(settings)(undefined, placeholderLinks(settings.personalLinks, origin));
}

/** `maxLength`: the user's limit, maxMessageLength(sender). */
export const costOf = (text: string, maxLength: number): MessageCost => messageCost(text, defaultBillingFigures, maxLength);

/** Why a text is UCS-2: the script of its first character outside the GSM alphabet. */
export type Ucs2Reason = 'hebrew' | 'arabic' | 'cyrillic' | 'emoji' | 'other';

export function ucs2Reason(text: string): { reason: Ucs2Reason; character: string } | null {
  for (const character of text) {
    if (encodingOf(character) === 'gsm7') continue;
    if (/\p{Script=Hebrew}/u.test(character)) return { reason: 'hebrew', character };
    if (/\p{Script=Arabic}/u.test(character)) return { reason: 'arabic', character };
    if (/\p{Script=Cyrillic}/u.test(character)) return { reason: 'cyrillic', character };
    if (/\p{Extended_Pictographic}/u.test(character)) return { reason: 'emoji', character };
    return { reason: 'other', character };
  }
  return null;
}

/** A contact's values as the assembly wants them: field n is DYNAMIC_FIELDn. */
type FieldSource = Pick<Contact, 'PHONE' | 'DYNAMIC_FIELD1' | 'DYNAMIC_FIELD2' | 'DYNAMIC_FIELD3' | 'DYNAMIC_FIELD4' | 'DYNAMIC_FIELD5' | 'DYNAMIC_FIELD6'>;

const fieldsOf = (r: FieldSource): RecipientFields => ({
  field1: r.DYNAMIC_FIELD1,
  field2: r.DYNAMIC_FIELD2,
  field3: r.DYNAMIC_FIELD3,
  field4: r.DYNAMIC_FIELD4,
  field5: r.DYNAMIC_FIELD5,
  field6: r.DYNAMIC_FIELD6,
});

export interface PreviewRow {
  phone: string;
  text: string;
  cost: MessageCost;
}

/** Each recipient's own text and cost; the text is parsed once for all of them. */
export function previewRows(settings: MessageSettings, titles: readonly string[], recipients: readonly FieldSource[], origin: string, maxLength: number): PreviewRow[] {
  const compose = messageComposer({ ...settings, titles });
  const links = placeholderLinks(settings.personalLinks, origin);
  return recipients.map((r) => {
    const text = compose(fieldsOf(r), links);
    return { phone: r.PHONE ?? '', text, cost: costOf(text, maxLength) };
  });
}
