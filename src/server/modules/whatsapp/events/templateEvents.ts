/**
 * Meta's word on templates, accounts and numbers (WHATSAPP-CLOUD-API.md §4, §7), applied:
 * a template approved, rejected, paused 3 h then 6 h, disabled; a WABA flagged, blocked,
 * reinstated; a number's quality and messaging tier. Each change is one transaction that
 * writes the new state and the owner's notification (errors.whatsapp.templateUpdate.N /
 * accountIssue.N, with the contract's WhatsAppNotification); a change that is already in
 * place (Meta delivers webhooks more than once) writes nothing and notifies nobody.
 */
import type { WhatsAppNotification } from '../../../../contract/whatsapp';
import { templateUpdateOf, unverifiedDailyRecipients } from '../../../../domain/whatsapp';
import type { Db } from '../../../db/database';
import { NotificationType, raiseNotification } from '../../../events/notifications';
import type { WhatsAppEvent } from '../../../messaging/whatsapp/types';

type TemplateEvent = Extract<WhatsAppEvent, { kind: 'template' }>;
type AccountEvent = Extract<WhatsAppEvent, { kind: 'account' }>;
type QualityEvent = Extract<WhatsAppEvent, { kind: 'quality' }>;

const hour = 3_600_000;

/** The status a template has after one of Meta's events; null: the event changes no status (FLAGGED, LOCKED…). */
function statusAfter(event: string): string | null {
  switch (event) {
    case 'APPROVED':
    case 'REINSTATED':
    case 'UNPAUSED':
      return 'APPROVED';
    case 'PENDING':
    case 'IN_APPEAL':
    case 'REJECTED':
    case 'PAUSED':
    case 'DISABLED':
    case 'PENDING_DELETION':
    case 'DELETED':
    case 'ARCHIVED':
      return event;
    default:
      return null;
  }
}

const chatLink = (phone: string): string => `/whatsapp-campaign-chat/${phone}`;

export async function applyTemplateEvent(db: Db, event: TemplateEvent, now: number): Promise<void> {
  const status = statusAfter(event.event);
  if (!status) return;
  // Meta pauses for 3 hours the first time and 6 the second (M-PAUSE); it unpauses by itself.
  const pausedUntil = status === 'PAUSED' ? event.at + (event.pauseTitle === 'SECOND_PAUSE' ? 6 : 3) * hour : null;
  const reason = status === 'REJECTED' ? event.reason ?? 'NONE' : null;
  await db.transaction().execute(async (trx) => {
    const template = await trx
      .selectFrom('wa_templates')
      .innerJoin('wa_numbers', 'wa_numbers.id', 'wa_templates.number_id')
      .select(['wa_templates.id', 'wa_templates.name', 'wa_templates.provider_status', 'wa_templates.rejection_reason', 'wa_templates.paused_until', 'wa_numbers.user_id', 'wa_numbers.phone'])
      .where('wa_templates.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('wa_templates.provider_id', '=', event.templateId),
          // Created here but Meta's id never reached us (a timeout on create): the name and language name it on the WABA.
          eb.and([eb('wa_templates.provider_id', 'is', null), eb('wa_templates.name', '=', event.name), eb('wa_templates.language', '=', event.language), eb('wa_numbers.waba_id', '=', event.wabaId)]),
        ]),
      )
      .orderBy('wa_templates.id', 'desc')
      .executeTakeFirst();
    // Meta's order is not guaranteed: a late PENDING never undoes its own decision (the product never edits a template back into review).
    if (!template || (status === 'PENDING' && template.provider_status !== 'PENDING')) return;
    const unchanged = template.provider_status === status && template.rejection_reason === reason && (template.paused_until === null ? null : Number(template.paused_until)) === pausedUntil;
    if (unchanged) return;
    await trx
      .updateTable('wa_templates')
      .set({ provider_status: status, provider_id: event.templateId, rejection_reason: reason, paused_until: pausedUntil, updated_at: now })
      .where('id', '=', template.id)
      .execute();
    const update = templateUpdateOf(event.event === 'UNPAUSED' ? 'APPROVED' : event.event, event.reason, event.pauseTitle);
    if (update === null || template.user_id === 0) return;
    const whatsapp: WhatsAppNotification = { hook: 'system', type: 'update', update, template: template.name, to: template.phone };
    await raiseNotification(
      trx,
      template.user_id,
      { type: update === 1 ? NotificationType.success : NotificationType.warning, message: `errors.whatsapp.templateUpdate.${update}`, dynamicString: template.name, link: chatLink(template.phone), whatsapp },
      now,
    );
  });
}

/** The account issue (1 flagged, 2 unflagged, 3 blocked, 4 unblocked) an account_update says, if any. */
export function accountIssueOf(event: string, detail: unknown): 1 | 2 | 3 | 4 | null {
  const value = (detail && typeof detail === 'object' ? detail : {}) as Record<string, unknown>;
  switch (event) {
    case 'DISABLED_UPDATE': {
      const ban = (value.ban_info && typeof value.ban_info === 'object' ? value.ban_info : {}) as Record<string, unknown>;
      if (ban.waba_ban_state === 'DISABLE') return 3;
      if (ban.waba_ban_state === 'REINSTATE') return 4;
      return ban.waba_ban_state === 'SCHEDULE_FOR_DISABLE' ? 1 : null;
    }
    case 'ACCOUNT_VIOLATION':
      return 1;
    case 'ACCOUNT_RESTRICTION':
      return Array.isArray(value.restriction_info) && value.restriction_info.length === 0 ? 2 : 1;
    default:
      return null;
  }
}

/** What an issue makes of a number that can send: its state and whether Meta blocks it. */
const afterIssue: Record<1 | 2 | 3 | 4, { state: string; blocked: number; from: readonly string[] }> = {
  1: { state: 'activeWithWarning', blocked: 0, from: ['active'] },
  2: { state: 'active', blocked: 0, from: ['activeWithWarning'] },
  3: { state: 'activeWithBlock', blocked: 1, from: ['active', 'activeWithWarning'] },
  4: { state: 'active', blocked: 0, from: ['activeWithBlock'] },
};

async function applyIssue(trx: Db, numbers: { id: number; user_id: number; phone: string; state: string }[], issue: 1 | 2 | 3 | 4, now: number): Promise<void> {
  const target = afterIssue[issue];
  for (const number of numbers) {
    if (!target.from.includes(number.state)) continue;
    await trx.updateTable('wa_numbers').set({ state: target.state, is_blocked_by_meta: target.blocked, updated_at: now }).where('id', '=', number.id).execute();
    if (number.user_id === 0) continue;
    const whatsapp: WhatsAppNotification = { hook: 'system', type: 'issues', issues: issue, to: number.phone };
    await raiseNotification(
      trx,
      number.user_id,
      { type: issue === 2 || issue === 4 ? NotificationType.info : NotificationType.error, message: `errors.whatsapp.accountIssue.${issue}`, dynamicString: number.phone, link: chatLink(number.phone), whatsapp },
      now,
    );
  }
}

export async function applyAccountEvent(db: Db, event: AccountEvent, now: number): Promise<void> {
  const issue = accountIssueOf(event.event, event.detail);
  if (issue === null) return;
  await db.transaction().execute(async (trx) => {
    const numbers = await trx.selectFrom('wa_numbers').select(['id', 'user_id', 'phone', 'state', 'is_blocked_by_meta']).where('waba_id', '=', event.wabaId).where('deleted_at', 'is', null).execute();
    await applyIssue(trx, numbers, issue, now);
  });
}

/** Recipients a day outside a conversation window by Meta's messaging tier. */
export const tierDailyLimits: Record<string, number> = {
  TIER_50: 50,
  TIER_250: 250,
  TIER_1K: 1_000,
  TIER_2K: 2_000,
  TIER_10K: 10_000,
  TIER_100K: 100_000,
  TIER_UNLIMITED: 1_000_000,
};

export async function applyQualityEvent(db: Db, event: QualityEvent, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const number = await trx
      .selectFrom('wa_numbers')
      .select(['id', 'user_id', 'phone', 'state', 'is_blocked_by_meta', 'messaging_tier', 'daily_limit'])
      .where('phone', '=', event.phone)
      .where('waba_id', '=', event.wabaId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!number) return;
    if (event.event === 'FLAGGED' || event.event === 'UNFLAGGED') {
      await applyIssue(trx, [number], event.event === 'FLAGGED' ? 1 : 2, now);
      return;
    }
    const limit = event.tier ? tierDailyLimits[event.tier] : undefined;
    if (!event.tier || limit === undefined || (number.messaging_tier === event.tier && number.daily_limit === limit)) return;
    // Meta lifts a number past the unverified 250 a day only for a verified business (section 9).
    await trx
      .updateTable('wa_numbers')
      .set({ messaging_tier: event.tier, daily_limit: limit, ...(limit > unverifiedDailyRecipients ? { is_verified_business: 1 } : {}), updated_at: now })
      .where('id', '=', number.id)
      .execute();
  });
}
