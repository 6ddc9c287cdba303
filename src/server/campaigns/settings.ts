/**
 * A campaign's settings column, as one typed object read in one place. Acceptance writes it
 * (store.ts), the pipeline, the repeat runner, the automatic answers, the coupon page and the
 * composer read it back. Each field has one name: the retry interval is `retryInterval` in
 * minutes, as the composer's request names it (migration 0023 renamed the older
 * `retryIntervalMinutes` of stored rows).
 */
import type { CampaignsSendRequest } from '../../contract/campaigns';
import type { CouponKind } from '../../domain/coupons';
import { defaultBillingFigures, type BillingFigures } from '../../domain/messageParts';
import type { OverseasRate } from '../pricing/accountPrices';

/** The composer's campaign as a campaign keeps it (for its runs, its editing, a draft): without the call's own flags. */
export type KeptRequest = Omit<CampaignsSendRequest, 'validation' | 'isDraft' | 'campaignId' | 'updateType'>;

/** The coupon as the campaign's settings keep it for its page. */
export interface KeptCoupon {
  kind: CouponKind;
  text: string;
  /** The end of its last day (epoch ms). */
  expiresAt: number;
}

export interface CampaignSettings {
  retryCount?: number;
  /** Minutes between attempts of a message the SMSC refused for now. */
  retryInterval?: number;
  /** Titles of field1..6, so [First name] finds field1; [#1]..[#6] always work. */
  fieldTitles?: (string | null)[];
  /** The figures the reservation was measured with: the messages are billed by the same. */
  billingFigures?: BillingFigures;
  /** The overseas rates its recipients abroad fell under at acceptance: the overseas billing prices its messages at them (pricing/accountPrices.ts). */
  overseasRates?: OverseasRate[];
  /** 0 none, 2 by reply, 3 by a personal link (the campaign's unsubscribe short link). */
  unsubscribeOption?: number;
  coupon?: KeptCoupon;
  /** What the composer sent, for a repeating campaign's runs, editing and drafts. */
  request?: KeptRequest;
  /** The host a repeating campaign's links were measured with: each run's links are made on it. */
  host?: string;
  /** A repeating campaign's last run and its outcome. */
  lastRun?: { at: number; status: number };
  /** A voice campaign's recording (voice_files.hash), how long it plays, and a call's credits (domain/voice.ts callUnits). */
  voice?: VoiceSettings;
  /** A WhatsApp template campaign: what each message sends (messaging/whatsapp/sending). */
  whatsapp?: WhatsAppCampaignSettings;
  /** An A/B test's variants, in order: a shipment with variant n sends the nth (modules/campaigns/abTests.ts). */
  abVariants?: string[];
}

export interface WhatsAppCampaignSettings {
  /** wa_numbers.id of the business number it goes from, and Meta's phone-number id of it. */
  numberId: number;
  phoneNumberId: string;
  /** wa_templates.id, and the template as Meta knows it. */
  templateId: number;
  templateName: string;
  language: string;
  /** The template body with {{1}}..{{n}}, as approved. */
  body: string;
  /** The values of {{1}}..{{n}}: fixed texts or list fields in [brackets], filled per recipient. */
  variables: string[];
  /** A media header: Meta's media id of the file (uploaded once, at acceptance). */
  header?: { type: 'image' | 'video' | 'document'; mediaId: string };
}

export interface VoiceSettings {
  fileHash: string;
  durationMs: number;
  unitsPerCall: number;
}

export function parseCampaignSettings(json: string | null | undefined): CampaignSettings {
  try {
    const value: unknown = JSON.parse(json || '{}');
    return value && typeof value === 'object' ? (value as CampaignSettings) : {};
  } catch {
    return {};
  }
}

/** The text a shipment sends: its A/B variant's, or the campaign's content. */
export const shipmentContent = (campaign: { content: string; settings: CampaignSettings }, variant: number | null): string =>
  (variant ? campaign.settings.abVariants?.[variant - 1] : undefined) ?? campaign.content;

/** The figures a campaign's messages are billed by: those its reservation used. */
export const billingFiguresOf = (settings: CampaignSettings): BillingFigures => settings.billingFigures ?? defaultBillingFigures;
