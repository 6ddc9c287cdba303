/**
 * What the product asks of the WhatsApp Cloud API (shared/design/WHATSAPP-CLOUD-API.md), whoever
 * answers: Meta's graph.facebook.com in production, the simulator (./simulator) on loopback in
 * the embedded default and the tests. One HTTP client (./cloudApi) implements it for both; the
 * simulator is a peer over HTTP, never a function call.
 *
 * Ids are Meta's: numeric strings for the WABA, the phone-number id, media and templates;
 * `wamid.…` for messages. Phone numbers are digits in international form.
 */

/** A refusal from the Graph API: its error envelope, kept whole for support. */
export interface CloudApiFailure {
  ok: false;
  /** HTTP status (0: no answer at all, the link failed). */
  httpStatus: number;
  /** Meta's error code (131047, 132001, 130429…; 0 when the answer had none). */
  code: number;
  title: string;
  details: string;
  /** Meta's error_subcode, when it gave one (2207051: deregistering a number not registered). */
  subcode?: number;
  /** Seconds to wait, from Retry-After, when Meta said so. */
  retryAfter?: number;
}

export type CloudApiResult<T> = ({ ok: true } & T) | CloudApiFailure;

export interface TemplateParameters {
  /** Values of {{1}}..{{n}} of the body, in order. */
  body: string[];
  /** A media header: the uploaded media id (or a link), by its type. */
  header?: { type: 'image' | 'video' | 'document'; mediaId?: string; link?: string; filename?: string } | { type: 'text'; text: string };
  /** The variable suffix of URL buttons by their index among the buttons. */
  urlButtons?: { index: number; text: string }[];
}

export type OutgoingWhatsApp =
  | { type: 'text'; to: string; text: string; previewUrl?: boolean; replyTo?: string }
  | { type: 'template'; to: string; name: string; language: string; parameters: TemplateParameters }
  | { type: 'image' | 'video' | 'audio' | 'document'; to: string; mediaId: string; caption?: string; filename?: string; replyTo?: string }
  | { type: 'reaction'; to: string; messageId: string; emoji: string };

/** A template component as Meta takes it on create and gives it on list (M-COMP, upper-case types). */
export interface TemplateComponent {
  type: 'HEADER' | 'BODY' | 'FOOTER' | 'BUTTONS';
  format?: 'TEXT' | 'IMAGE' | 'VIDEO' | 'DOCUMENT' | 'LOCATION';
  text?: string;
  example?: { header_text?: string[]; header_handle?: string[]; body_text?: string[][] };
  buttons?: { type: 'QUICK_REPLY' | 'URL' | 'PHONE_NUMBER'; text: string; url?: string; phone_number?: string; example?: string[] }[];
}

export interface NewTemplate {
  name: string;
  language: string;
  category: 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';
  components: TemplateComponent[];
}

export interface ProviderTemplate {
  id: string;
  name: string;
  language: string;
  status: string;
  category: string;
  components: TemplateComponent[];
  rejected_reason?: string;
}

/** The business profile of a number (OAS WhatsAppBusinessProfile). */
export interface BusinessProfile {
  about?: string;
  address?: string;
  description?: string;
  email?: string;
  vertical?: string;
  websites?: string[];
  profile_picture_url?: string;
}

/** The calls of the Graph API the product makes, with Meta's paths and shapes (./cloudApi). */
export interface WhatsAppCloudApi {
  send(phoneNumberId: string, message: OutgoingWhatsApp, callbackData?: string): Promise<CloudApiResult<{ wamid: string; waId: string; messageStatus?: string }>>;
  markRead(phoneNumberId: string, wamid: string): Promise<CloudApiResult<object>>;
  uploadMedia(phoneNumberId: string, file: { data: Buffer; mimeType: string; fileName: string }): Promise<CloudApiResult<{ mediaId: string }>>;
  /** The media's short-lived URL (5 minutes), then its bytes, both with the token. */
  downloadMedia(mediaId: string): Promise<CloudApiResult<{ data: Buffer; mimeType: string }>>;
  createTemplate(wabaId: string, template: NewTemplate): Promise<CloudApiResult<{ id: string; status: string; category: string }>>;
  /** Every template of the WABA, following paging.next. */
  listTemplates(wabaId: string): Promise<CloudApiResult<{ templates: ProviderTemplate[] }>>;
  deleteTemplate(wabaId: string, name: string, templateId?: string): Promise<CloudApiResult<object>>;
  /** Adds a number to the WABA (onboarding), answering its phone-number id. */
  addPhoneNumber(wabaId: string, phone: string, verifiedName: string): Promise<CloudApiResult<{ phoneNumberId: string }>>;
  requestCode(phoneNumberId: string, method: 'SMS' | 'VOICE', language: string): Promise<CloudApiResult<object>>;
  verifyCode(phoneNumberId: string, code: string): Promise<CloudApiResult<object>>;
  register(phoneNumberId: string, pin: string): Promise<CloudApiResult<object>>;
  /** Takes the number off the Cloud API (deleting its account); a number not registered fails with code 100, subcode 2207051. */
  deregister(phoneNumberId: string): Promise<CloudApiResult<object>>;
  getBusinessProfile(phoneNumberId: string): Promise<CloudApiResult<{ profile: BusinessProfile }>>;
  /** The number's throughput level (`throughput.level`: STANDARD, 80 messages a second, or HIGH, 1,000). */
  getThroughput(phoneNumberId: string): Promise<CloudApiResult<{ level: string }>>;
  /** `profile_picture_handle`: a handle from resumableUpload (GET then shows profile_picture_url). */
  setBusinessProfile(phoneNumberId: string, profile: BusinessProfile & { profile_picture_handle?: string }): Promise<CloudApiResult<object>>;
  /** A file through the Resumable Upload API (session, then the bytes), answering its handle: what a profile picture and a media template header's example take. */
  resumableUpload(file: { data: Buffer; mimeType: string; fileName: string }): Promise<CloudApiResult<{ handle: string }>>;
}

/** What a verified webhook delivery says, read from Meta's payload (M-STAT, M-TPLWH, M-ACC, M-PNQ, inbound messages). */
export type WhatsAppEvent =
  | {
      kind: 'status';
      wabaId: string;
      phoneNumberId: string;
      wamid: string;
      status: 'sent' | 'delivered' | 'read' | 'failed';
      /** Unix milliseconds. */
      at: number;
      recipient: string;
      pricing?: { billable?: boolean; category: string; type?: string };
      errors?: { code: number; title: string; details?: string }[];
      callbackData?: string;
    }
  | {
      kind: 'message';
      wabaId: string;
      phoneNumberId: string;
      /** The business number the customer wrote to (display_phone_number, digits). */
      to: string;
      from: string;
      profileName?: string;
      wamid: string;
      at: number;
      type: string;
      text?: string;
      caption?: string;
      media?: { id: string; mimeType: string; filename?: string; sha256?: string };
      /** The message a reaction, a reply or a button tap is about. */
      contextWamid?: string;
      emoji?: string;
      errors?: { code: number; title: string }[];
    }
  | { kind: 'template'; wabaId: string; templateId: string; name: string; language: string; event: string; reason: string | null; pauseTitle?: string; at: number }
  | { kind: 'account'; wabaId: string; event: string; at: number; detail: unknown }
  | { kind: 'quality'; wabaId: string; phone: string; event: string; tier?: string; at: number };
