/**
 * Short links in the database: making one, and the links a campaign takes. Lifetimes are
 * section 9's: a short link one year; a campaign link three weeks from the send, an
 * unsubscribe link 30 days from it. Before its campaign sends, a campaign link lives a year.
 */
import type { Db } from '../../db/database';
import type { ShortLinkKind, ShortLinksTable } from '../../db/schema';
import { appearsIn, shortLinkCodeLength, shortLinkCodesIn, shortUrlFor } from '../../../domain/shortLinks';
import { unsubscribeLinkLifetimeMs } from '../blacklist/unsubscribeLink';
import { randomCode, randomToken } from './codes';

const dayMs = 24 * 3_600_000;
export const shortLinkLifetimeMs = 365 * dayMs;
export const campaignLinkLifetimeMs = 21 * dayMs;

export type ShortLinkRow = Omit<ShortLinksTable, 'id'> & { id: number };

export const personalKinds: readonly ShortLinkKind[] = ['personalImage', 'personalLink'];
export const isCampaignKind = (kind: ShortLinkKind) => kind !== 'general';
/**
 * The links a campaign takes from its text. A general link has one code for everyone, so its
 * clicks name no recipient; taken by the first campaign that sends it, they count for that
 * campaign (click report, shipment statistics) where before they counted for nobody (issue 13).
 */
export const takenKinds: readonly ShortLinkKind[] = [...personalKinds, 'general'];

export interface NewLink {
  account: number;
  kind: ShortLinkKind;
  url: string;
  /** The product's origin, https://host (links/base.ts). */
  base: string;
  campaignId?: number | null;
  now: number;
}

/** Stores a new link under a fresh code (drawn again in the rare case it is taken). */
export async function insertLink(db: Db, link: NewLink): Promise<ShortLinkRow> {
  const length = isCampaignKind(link.kind) ? shortLinkCodeLength.template : shortLinkCodeLength.general;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const code = randomCode(length);
    const row = {
      account_id: link.account,
      code,
      kind: link.kind,
      url: link.url,
      short_url: shortUrlFor(link.base, code),
      handle: randomToken(),
      secret: isCampaignKind(link.kind) ? randomToken() : '',
      campaign_id: link.campaignId ?? null,
      created_at: link.now,
      expires_at: link.now + shortLinkLifetimeMs,
      sent_at: null,
    };
    const inserted = await db
      .insertInto('short_links')
      .values(row)
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { ...row, id: inserted.id };
  }
  throw new Error('no free short-link code');
}

export interface CampaignLinks {
  /** The personal links' short URLs as the content has them; each recipient gets its own. */
  personalLinks: string[];
}

/**
 * Gives a campaign being accepted the links it uses, in the transaction that writes it: the
 * account's personal and general links its content names that no other campaign took, its
 * own unsubscribe link (option 3) and its coupon link. In the estimate's undone transaction
 * this leaves nothing. A general link another campaign took still works in this one (it is one
 * code for everyone); its clicks keep counting for the first.
 */
export async function takeCampaignLinks(
  trx: Db,
  input: { account: number; campaignId: number; content: string; unsubscribeOption?: number; coupon?: boolean; base: string; now: number },
): Promise<CampaignLinks> {
  const codes = shortLinkCodesIn(input.content, { length: shortLinkCodeLength.template });
  for (const [named, kinds] of [
    [codes, personalKinds],
    [shortLinkCodesIn(input.content, { length: shortLinkCodeLength.general }), ['general'] as const],
  ] as const) {
    if (!named.length) continue;
    await trx
      .updateTable('short_links')
      .set({ campaign_id: input.campaignId })
      .where('account_id', '=', input.account)
      .where('code', 'in', named)
      .where('kind', 'in', kinds)
      .where('campaign_id', 'is', null)
      .where('expires_at', '>', input.now)
      .execute();
  }
  const taken = codes.length
    ? await trx.selectFrom('short_links').select('short_url').where('campaign_id', '=', input.campaignId).where('code', 'in', codes).where('kind', 'in', personalKinds).orderBy('id').execute()
    : [];
  if (input.unsubscribeOption === 3) {
    await insertLink(trx, { account: input.account, kind: 'unsubscribe', url: '', base: input.base, campaignId: input.campaignId, now: input.now });
  }
  if (input.coupon) {
    await insertLink(trx, { account: input.account, kind: 'coupon', url: '', base: input.base, campaignId: input.campaignId, now: input.now });
  }
  return { personalLinks: taken.map((r) => r.short_url).filter((url) => appearsIn(input.content, url)) };
}

/** The personal links takeCampaignLinks would give a campaign with this content, read without taking them (the validation pass, the estimate). */
export async function campaignLinksPreview(db: Db, input: { account: number; content: string; now: number }): Promise<CampaignLinks> {
  const codes = shortLinkCodesIn(input.content, { length: shortLinkCodeLength.template });
  if (!codes.length) return { personalLinks: [] };
  const free = await db
    .selectFrom('short_links')
    .select('short_url')
    .where('account_id', '=', input.account)
    .where('code', 'in', codes)
    .where('kind', 'in', personalKinds)
    .where('campaign_id', 'is', null)
    .where('expires_at', '>', input.now)
    .orderBy('id')
    .execute();
  return { personalLinks: free.map((r) => r.short_url).filter((url) => appearsIn(input.content, url)) };
}

/** The links a campaign took, for making its messages. */
export async function linksOfCampaign(db: Db, campaignId: number): Promise<ShortLinkRow[]> {
  return db.selectFrom('short_links').selectAll().where('campaign_id', '=', campaignId).orderBy('id').execute();
}

/**
 * The campaign's links live from its send: three weeks (unsubscribe 30 days) from the last
 * messages made, so a packet sent days later does not find its links already expired. A
 * general link keeps its own year (section 9: a short link lives a year), only marked sent.
 */
export async function extendCampaignLinks(db: Db, campaignId: number, now: number): Promise<void> {
  for (const [unsubscribe, life] of [
    [false, campaignLinkLifetimeMs],
    [true, unsubscribeLinkLifetimeMs],
  ] as const) {
    await db
      .updateTable('short_links')
      .set((eb) => ({ expires_at: now + life, sent_at: eb.fn.coalesce('sent_at', eb.val(now)) }))
      .where('campaign_id', '=', campaignId)
      .where('kind', unsubscribe ? '=' : '!=', 'unsubscribe')
      .where('kind', '!=', 'general')
      .where((eb) => eb.or([eb('sent_at', 'is', null), eb('expires_at', '<', now + life)]))
      .execute();
  }
  await db.updateTable('short_links').set({ sent_at: now }).where('campaign_id', '=', campaignId).where('kind', '=', 'general').where('sent_at', 'is', null).execute();
}

/** A test send keeps none of the links it took: the real campaign that follows takes them. */
export async function releaseCampaignLinks(db: Db, campaignId: number): Promise<void> {
  await db.updateTable('short_links').set({ campaign_id: null }).where('campaign_id', '=', campaignId).where('kind', 'in', takenKinds).execute();
}

/**
 * What is wrong with the product's short links a campaign's text names (send-campaign -22
 * and -17): a link of ours that the account does not have, or that another campaign took,
 * is missing; one past its life is expired. Links to other sites are not ours to judge.
 */
export async function linkProblem(trx: Db, input: { account: number; campaignId: number; content: string; base: string; now: number }): Promise<'missing' | 'expired' | null> {
  const codes = shortLinkCodesIn(input.content, { base: input.base });
  if (!codes.length) return null;
  const rows = await trx.selectFrom('short_links').select(['code', 'campaign_id', 'expires_at', 'kind']).where('account_id', '=', input.account).where('code', 'in', codes).execute();
  const byCode = new Map(rows.map((r) => [r.code, r]));
  for (const code of codes) {
    const row = byCode.get(code);
    const takenByAnother = row !== undefined && row.kind !== 'general' && row.campaign_id !== null && row.campaign_id !== input.campaignId;
    if (!row || row.kind === 'unsubscribe' || row.kind === 'coupon' || takenByAnother) return 'missing';
  }
  return rows.some((r) => Number(r.expires_at) <= input.now) ? 'expired' : null;
}
