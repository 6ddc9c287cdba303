/**
 * What every WhatsApp template send checks of where it goes from and what it says, before any
 * recipient is counted: the business number is the caller account's (another's is 404), may send
 * (canSendFrom: active, also with a warning) and is not blocked; the template is that number's
 * (404 otherwise) and APPROVED; the values match its placeholders one for one.
 */
import type { WhatsAppTemplate } from '../../../../contract/whatsapp';
import { canSendFrom, templateVariableCount, unverifiedDailyRecipients } from '../../../../domain/whatsapp';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { WaTemplatesTable } from '../../../db/schema';
import { notFound } from '../../../http/envelope';
import { isBlocked, numberState, ownNumber, type WaNumber } from '../numbers/store';

/** The shared WhatsApp codes of api-spec/paths/whatsapp.yaml's header, the same in every send operation. */
export const sourceRefusals = { error: -1, notApproved: -5, wrongVariableCount: -18, accountBlocked: -22, dailyLimit: -23 } as const;

export interface CampaignSource {
  number: WaNumber;
  template: Selectable<WaTemplatesTable>;
  content: WhatsAppTemplate;
}

export type SourceCheck = { ok: true; source: CampaignSource } | { ok: false; status: number };

/** The number and template, found or 404; then refused (a code) or good to send from. */
export async function campaignSource(db: Db, account: number, phone: string, templateId: number | undefined, variables: readonly string[] | undefined): Promise<SourceCheck> {
  const number = await ownNumber(db, account, phone);
  const template =
    templateId === undefined
      ? undefined
      : await db.selectFrom('wa_templates').selectAll().where('id', '=', templateId).where('number_id', '=', number.id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!template) throw notFound();
  if (isBlocked(number)) return { ok: false, status: sourceRefusals.accountBlocked };
  if (!canSendFrom(numberState(number)) || !number.phone_number_id) return { ok: false, status: sourceRefusals.error };
  if (template.provider_status !== 'APPROVED') return { ok: false, status: sourceRefusals.notApproved };
  const content = JSON.parse(template.content) as WhatsAppTemplate;
  if (variables !== undefined && variables.length !== templateVariableCount(content.body ?? '')) return { ok: false, status: sourceRefusals.wrongVariableCount };
  return { ok: true, source: { number, template, content } };
}

const dayMs = 86_400_000;

/**
 * An unverified business reaches at most 250 customers a day (section 9, Meta's TIER_250; the
 * number's own daily_limit when lower). Counted: distinct customers this number sent a template
 * in the last 24 hours, plus campaign messages from it still waiting to go, plus `more`. A
 * verified business has Meta's tier as its only limit.
 */
export async function overDailyRecipients(db: Db, number: WaNumber, more: number, now: number): Promise<boolean> {
  if (number.is_verified_business) return false;
  const limit = Math.min(number.daily_limit, unverifiedDailyRecipients);
  const sent = await db
    .selectFrom('wa_messages as m')
    .innerJoin('wa_conversations as c', 'c.id', 'm.conversation_id')
    .select((eb) => eb.fn.count<number>('c.peer').distinct().as('n'))
    .where('m.number_id', '=', number.id)
    .where('m.direction', '=', 'out')
    .where('m.type', '=', 'template')
    .where('m.status', '!=', 'failed')
    .where('m.created_at', '>=', now - dayMs)
    .executeTakeFirstOrThrow();
  // Accepted campaigns not yet sent: their recipients, or their messages still to go once making began.
  const notStarted = await db
    .selectFrom('campaigns as c')
    .select((eb) => eb.fn.sum<number>(eb.ref('c.recipients')).as('n'))
    .where('c.kind', '=', 'whatsapp')
    .where('c.sender', '=', number.phone)
    .where('c.status', 'in', ['waiting', 'future', 'held'])
    .executeTakeFirstOrThrow();
  const toGo = await db
    .selectFrom('messages as m')
    .innerJoin('campaigns as c', 'c.id', 'm.campaign_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.kind', '=', 'whatsapp')
    .where('c.sender', '=', number.phone)
    .where('c.status', '=', 'sending')
    .where('m.status', 'in', ['queued', 'submitting', 'uncertain'])
    .executeTakeFirstOrThrow();
  const waiting = { n: Number(notStarted.n ?? 0) + Number(toGo.n) };
  return Number(sent.n) + Number(waiting.n ?? 0) + more > limit;
}
