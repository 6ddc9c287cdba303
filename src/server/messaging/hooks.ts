/**
 * What the sending pipeline needs from the product's modules, as typed slots the modules'
 * functions fill at startup (src/server/sendingHooks.ts, loaded by the app and by the worker
 * entry). messaging never imports src/server/modules: a module builds on sending (it accepts
 * campaigns the pipeline sends, reads what it recorded), so an import back would make the two
 * one tangle, and each new channel would copy it.
 *
 * The slots hold the modules' real functions; nothing here has behaviour of its own.
 */
import type { Db } from '../db/database';
import type { RecipientLinks } from '../../domain/messageText';

/** A campaign's short links as its messages are made (modules/links/recipientLinks.ts). */
export interface CampaignLinkBook {
  /** The personal links' addresses, for the composer to find in the content. */
  personalLinks: string[];
  /** Whether the campaign has its unsubscribe link (option 3 needs one). */
  hasUnsubscribe: boolean;
  /** Whether the campaign has its coupon link. */
  hasCoupon: boolean;
  /** Marks the links as sent now, so they live three weeks (unsubscribe 30 days) from here. */
  markSent: (db: Db, now: number) => Promise<void>;
  forRecipient: (seq: number) => RecipientLinks;
}

/** Messages made in one chunk, for the reports' daily totals (modules/reports/messages/messageDays.ts). */
export interface MadeMessages {
  account: number;
  campaign: number;
  /** When they were made (their created_at). */
  at: number;
  messages: number;
  parts: number;
  credits: number;
}

/** An incoming message as stored, with the campaign it answers when one was found. */
export interface RecordedReply {
  id: number;
  account_id: number | null;
  campaign_id: number | null;
  phone: string;
  text: string;
  is_unsubscribe: number;
}

export interface SendingHooks {
  /** links: each recipient's own short links, read once per chunk made. */
  campaignLinkBook(db: Db, campaignId: number): Promise<CampaignLinkBook>;
  /** reports: adds a made chunk to the daily totals, in the transaction that made it. */
  countMadeMessages(tx: Db, made: MadeMessages): Promise<void>;
  /** blacklist: an unsubscribe reply blacklists its phone, in the transaction that stores the reply. */
  unsubscribeByReply(tx: Db, request: { account: number; phone: string; campaignId: number | null; now: number; text: string }): Promise<boolean>;
  /** autoReply: the campaign's automatic answer to a reply, in the transaction that stores the reply. */
  answerReply(tx: Db, reply: RecordedReply, options: { now: number; host: string }): Promise<void>;
  /** myProfile: SMS-to-mail, the reply written to the outbox for the account's addresses, in the transaction that stores the reply. */
  mailReply(tx: Db, reply: RecordedReply, options: { now: number }): Promise<void>;
  /** campaigns: makes the due runs of repeating and birthday campaigns; answers how many were made. */
  runDueRepeats(db: Db, now: number, host: string, log: (message: string, detail?: unknown) => void): Promise<number>;
}

let registered: SendingHooks | null = null;

/** Fills the slots (src/server/sendingHooks.ts); registering again replaces them. */
export function registerSendingHooks(hooks: SendingHooks): void {
  registered = hooks;
}

/** The registered hooks; a pipeline started before the modules registered theirs fails loudly, never sends half a job. */
export function sendingHooks(): SendingHooks {
  if (!registered) throw new Error('The sending hooks are not registered: load src/server/sendingHooks.ts before starting the pipeline');
  return registered;
}
