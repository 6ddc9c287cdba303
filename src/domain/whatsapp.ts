/**
 * WhatsApp rules the browser and the server must agree on (issue 19; spec sections 4, 5, 8, 9;
 * Meta's limits from shared/design/WHATSAPP-CLOUD-API.md §4 and §8): the 24-hour window, which
 * number states may send, what a template may look like, and how Meta's error codes read as the
 * product's nine rejection reasons. The template builder shows these problems under their fields;
 * create-template refuses the same ones before anything reaches Meta.
 */
import type { WhatsAppNumberState, WhatsAppRejectionReason, WhatsAppTemplateDraft } from '../contract/whatsapp';

/** A conversation stays open this long after the customer's latest message; afterwards only a template may be sent. */
export const sessionHours = 24;
const sessionMs = sessionHours * 3_600_000;

/** Whether free-form messages may go to a customer who last wrote at `lastInboundAt` (null: never wrote). */
export const isSessionOpen = (lastInboundAt: number | null | undefined, now: number): boolean =>
  lastInboundAt != null && now - lastInboundAt < sessionMs;

/** When the window of a customer who last wrote at `lastInboundAt` closes. */
export const sessionClosesAt = (lastInboundAt: number): number => lastInboundAt + sessionMs;

/** The number states of section 4, in the order a number passes them. */
export const numberStates: readonly WhatsAppNumberState[] = [
  'automaticVerification',
  'customerTriedSetup',
  'awaitingAdminApproval',
  'verificationRequestSent',
  'verified',
  'onboardingEstablished',
  'onboardingComplete',
  'active',
  'activeWithWarning',
  'activeWithBlock',
  'deleted',
];

/** States whose number may send: active, also when Meta warned about its quality. A blocked one may not. */
export const canSendFrom = (state: WhatsAppNumberState): boolean => state === 'active' || state === 'activeWithWarning';

/** An unverified business reaches this many customers a day (section 9; Meta's TIER_250). */
export const unverifiedDailyRecipients = 250;

/** Meta's limits on a template (M-COMP) and the spec's (placeholders {{1}} to {{5}}, coupon 600). */
export const templateLimits = {
  name: 512,
  body: 1024,
  couponBody: 600,
  header: 60,
  footer: 60,
  buttonText: 25,
  buttons: 10,
  quickReplies: 10,
  websites: 2,
  calls: 1,
  callNumber: 20,
  variables: 5,
  sample: 200,
} as const;

export const templateNamePattern = /^[a-z0-9_]+$/;

/** A field of the template builder and the message key of what is wrong with it (locales/<lang>/whatsapp.json). */
export interface TemplateProblem {
  field: 'name' | 'body' | 'header' | 'headerSample' | 'footer' | 'callToAction' | 'quickReply' | `bodyVariableSample${1 | 2 | 3 | 4 | 5}`;
  messageKey: string;
}

const placeholders = (text: string): number[] => [...text.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((m) => Number(m[1]));

/** Short-link and WhatsApp-link sites a website button may not point to (section 5). */
const refusedWebsiteHosts = ['bit.ly', 'tinyurl.com', 't.co', 'goo.gl', 'ow.ly', 'is.gd', 'cutt.ly', 'rebrand.ly', 'wa.me', 'whatsapp.com', 'api.whatsapp.com', 'chat.whatsapp.com', 'wa.link'];

/** Whether a website button's address is a plain https or http site that is not a short link or a WhatsApp link. */
export function isAllowedWebsite(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  return host.includes('.') && !refusedWebsiteHosts.some((refused) => host === refused || host.endsWith(`.${refused}`));
}

const sampleOf = (draft: WhatsAppTemplateDraft, n: number): string | undefined =>
  draft[`bodyVariableSample${n}` as `bodyVariableSample${1 | 2 | 3 | 4 | 5}`];

/**
 * What is wrong with a template before it goes to Meta, field by field; empty when nothing.
 * Variables are {{1}} to {{5}}, numbered in order from 1 without gaps or repeats, not at the start
 * or end of the body (Meta 2388299), each with a sample; buttons as Meta groups them.
 */
export function templateProblems(draft: WhatsAppTemplateDraft): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const add = (field: TemplateProblem['field'], key: string) => problems.push({ field, messageKey: `whatsapp.builder.${key}` });

  if (!templateNamePattern.test(draft.name) || draft.name.length > templateLimits.name) add('name', 'nameFormat');

  const body = draft.body ?? '';
  const bodyLimit = draft.isCoupon ? templateLimits.couponBody : templateLimits.body;
  if (!body.trim()) add('body', 'bodyRequired');
  else if (body.length > bodyLimit) add('body', draft.isCoupon ? 'couponBodyTooLong' : 'bodyTooLong');
  const numbers = placeholders(body);
  if (numbers.length > templateLimits.variables) add('body', 'tooManyVariables');
  else if (numbers.some((n, i) => n !== i + 1)) add('body', 'variablesOutOfOrder');
  else if (numbers.length > 0 && (/^\s*\{\{\s*\d+\s*\}\}/.test(body) || /\{\{\s*\d+\s*\}\}\s*$/.test(body))) add('body', 'variableAtEdge');
  // Samples are asked for once the placeholders themselves are right.
  const variablesRight = !problems.some((p) => p.field === 'body');
  for (let n = 1; variablesRight && n <= numbers.length; n += 1) {
    const sample = sampleOf(draft, n)?.trim() ?? '';
    if (!sample) add(`bodyVariableSample${n as 1 | 2 | 3 | 4 | 5}`, 'sampleRequired');
    else if (sample.length > templateLimits.sample) add(`bodyVariableSample${n as 1 | 2 | 3 | 4 | 5}`, 'sampleTooLong');
  }

  const header = draft.header ?? 'none';
  if (header === 'text') {
    const text = draft.headerSample ?? '';
    if (!text.trim()) add('headerSample', 'headerRequired');
    else if (text.length > templateLimits.header) add('headerSample', 'headerTooLong');
    else if (placeholders(text).length > 0) add('headerSample', 'headerVariable');
  } else if (header !== 'none' && !draft.headerSample?.trim()) add('headerSample', 'headerFileRequired');

  const footer = draft.footer ?? '';
  if (draft.isCoupon && footer.trim()) add('footer', 'couponNoFooter');
  else if (footer.length > templateLimits.footer) add('footer', 'footerTooLong');

  const actions = draft.callToAction ?? [];
  const websites = actions.filter((b) => b.type === 'website');
  const calls = actions.filter((b) => b.type === 'call');
  const replies = draft.quickReply ?? [];
  if (websites.length > templateLimits.websites || calls.length > templateLimits.calls) add('callToAction', 'tooManyActions');
  else if (actions.some((b) => !b.text?.trim() || b.text.length > templateLimits.buttonText)) add('callToAction', 'buttonText');
  else if (websites.some((b) => !isAllowedWebsite(b.url ?? ''))) add('callToAction', 'website');
  else if (calls.some((b) => !/^\+?\d{6,20}$/.test((b.number ?? '').replace(/[\s-]/g, '')))) add('callToAction', 'callNumber');
  if (draft.isCoupon && websites.length === 0) add('callToAction', 'couponWebsite');
  if (replies.length > templateLimits.quickReplies) add('quickReply', 'tooManyQuickReplies');
  else if (replies.some((r) => !r.trim() || r.length > templateLimits.buttonText)) add('quickReply', 'buttonText');
  if (actions.length + replies.length > templateLimits.buttons) add('quickReply', 'tooManyButtons');
  return problems;
}

/** The body with its placeholders filled, as the recipient reads it. */
export const fillTemplateBody = (body: string, values: readonly string[]): string =>
  body.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, n: string) => values[Number(n) - 1] ?? whole);

/** How many values a template body asks for. */
export const templateVariableCount = (body: string): number => placeholders(body).length;

/**
 * The product's rejection reason (1 server error, 2 billing, 3 file, 4 account blocked, 5 daily
 * limit, 6 to/from problem, 7 old WhatsApp, 8 session closed, 9 unknown) of one of Meta's error
 * codes (WHATSAPP-CLOUD-API.md §3), sync or in a failed status webhook.
 */
export function rejectionReasonOf(metaCode: number): WhatsAppRejectionReason {
  const reasons: Record<number, WhatsAppRejectionReason> = {
    1: 1, 2: 1, 131000: 1, 131016: 1, 133004: 1, 130429: 1, 4: 1, 80007: 1,
    131042: 2,
    131051: 3, 131052: 3, 131053: 3,
    368: 4, 131031: 4, 130497: 4, 131048: 4, 190: 4, 132015: 4, 132016: 4,
    131064: 5, 131049: 5, 131056: 5,
    131021: 6, 133010: 6, 131045: 6, 131008: 6, 131009: 6, 100: 6, 132000: 6, 132001: 6, 132012: 6,
    131026: 7,
    131047: 8,
  };
  return reasons[metaCode] ?? 9;
}

/** Whether the same send may succeed later (Meta's throughput, pair rate and server errors); the rest are final. */
export const isRetryableMetaCode = (metaCode: number): boolean => [1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004].includes(metaCode);

/** The spec's template-update codes (1 approved, 2 to 7 rejected) of Meta's status and reason. */
export function templateUpdateOf(event: string, reason: string | null | undefined, pauseTitle?: string): number | null {
  if (event === 'APPROVED' || event === 'REINSTATED') return 1;
  // Meta pauses a template on spam reports for 3 hours, then 6 (FIRST_PAUSE, SECOND_PAUSE), then disables it.
  if (event === 'PAUSED') return pauseTitle === 'SECOND_PAUSE' ? 6 : 5;
  if (event === 'DISABLED') return 7;
  if (event !== 'REJECTED') return null;
  switch (reason) {
    case 'INVALID_FORMAT':
      return 2;
    case 'TOO_MANY_VARIABLES':
      return 3;
    case 'ABUSIVE_CONTENT':
    case 'PROMOTIONAL':
    case 'SCAM':
    case 'INCORRECT_CATEGORY':
    case 'TAG_CONTENT_MISMATCH':
      return 4;
    default:
      return 4;
  }
}

/** The template's status as the contract shows it: 1 approved/usable, below 1 pending, above 1 rejected (2 rejected, 3 paused, 4 disabled). */
export const templateStatuses = { pending: 0, approved: 1, rejected: 2, paused: 3, disabled: 4 } as const;

export function templateStatusOf(providerStatus: string): number {
  switch (providerStatus) {
    case 'APPROVED':
      return templateStatuses.approved;
    case 'PENDING':
    case 'IN_APPEAL':
      return templateStatuses.pending;
    case 'PAUSED':
      return templateStatuses.paused;
    case 'DISABLED':
      return templateStatuses.disabled;
    default:
      return templateStatuses.rejected;
  }
}

export type TemplateStanding = 'approved' | 'pending' | 'rejected';

/** What a status of the contract means to a customer choosing a template (section 4, "templates by phone"). */
export const templateStandingOf = (status: number | undefined): TemplateStanding =>
  status === templateStatuses.approved ? 'approved' : (status ?? templateStatuses.pending) > templateStatuses.approved ? 'rejected' : 'pending';
