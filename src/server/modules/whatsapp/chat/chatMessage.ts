/**
 * A stored WhatsApp message (wa_messages) as the chat shows it (the contract's
 * WhatsAppChatMessage). Reactions are not bubbles of their own: each is attached to the message it
 * is about, the latest one per side (an empty emoji took it back).
 */
import type { Selectable } from 'kysely';
import type { WhatsAppChatMessage } from '../../../../contract/whatsapp';
import type { WhatsAppRejectionReason } from '../../../../contract/whatsapp';
import type { Db } from '../../../db/database';
import type { WaMessagesTable } from '../../../db/schema';
import { mediaUrlOf } from './downloadMedia';

export type WaMessage = Selectable<WaMessagesTable>;

const shownTypes = ['text', 'button', 'reaction', 'image', 'audio', 'video', 'document', 'template', 'location', 'sticker', 'unsupported'] as const;

/** The contract's type of a stored type: an interactive reply is a button tap; a system notice reads as text. */
function shownTypeOf(type: string): WhatsAppChatMessage['type'] {
  if (type === 'interactive') return 'button';
  if (type === 'system') return 'text';
  return (shownTypes as readonly string[]).includes(type) ? (type as WhatsAppChatMessage['type']) : 'unsupported';
}

/**
 * The chat's status of an outgoing message, on the SMS chat's scale (section 4): 0 WhatsApp took
 * it, 1 delivered (or read), 102 refused. Success is 0 <= status < 102.
 */
function statusOf(row: WaMessage): number {
  if (row.status === 'failed') return 102;
  return row.status === 'delivered' || row.status === 'read' ? 1 : 0;
}

type Reactions = NonNullable<WhatsAppChatMessage['reactions']>;

export function chatMessageOf(row: WaMessage, extras: { reactions?: Reactions; replyToId?: number; templateName?: string } = {}): WhatsAppChatMessage {
  const incoming = row.direction === 'in';
  const failed = row.status === 'failed' || row.error_code !== null;
  return {
    id: row.id,
    ...(row.wamid ? { providerMessageId: row.wamid } : {}),
    direction: incoming ? 'incoming' : 'outgoing',
    type: shownTypeOf(row.type),
    ...(row.body ? { text: row.body } : {}),
    ...(row.caption ? { caption: row.caption } : {}),
    ...(row.media_hash ? { mediaUrl: mediaUrlOf(row.media_hash) } : {}),
    ...(row.media_mime ? { mimeType: row.media_mime } : {}),
    ...(extras.templateName ? { templateName: extras.templateName } : {}),
    ...(extras.replyToId !== undefined ? { replyToId: extras.replyToId } : {}),
    ...(extras.reactions && extras.reactions.length > 0 ? { reactions: extras.reactions } : {}),
    date: new Date(Number(row.created_at)).toISOString(),
    isNewIncoming: incoming && row.status === 'received',
    ...(incoming ? {} : { status: statusOf(row), isSendingMessage: row.status === 'sending', isRead: row.status === 'read' }),
    // An incoming message fails only when its media could not be fetched ("media unavailable", rejection reason 3: file).
    isSuccess: !failed,
    ...(row.rejection_reason !== null ? { rejectionReason: row.rejection_reason as WhatsAppRejectionReason } : {}),
  };
}

/** Messages with what is attached to them: reactions, the message each replies to, template names. */
export async function chatMessagesOf(db: Db, rows: WaMessage[]): Promise<WhatsAppChatMessage[]> {
  const wamids = rows.map((r) => r.wamid).filter((w): w is string => w !== null);
  const contexts = rows.map((r) => r.context_wamid).filter((w): w is string => w !== null);
  const templateIds = rows.map((r) => r.template_id).filter((t): t is number => t !== null);
  const [reactionRows, replied, templates] = await Promise.all([
    wamids.length === 0
      ? []
      : db.selectFrom('wa_messages').select(['context_wamid', 'body', 'direction', 'id']).where('type', '=', 'reaction').where('context_wamid', 'in', wamids).orderBy('created_at').orderBy('id').execute(),
    contexts.length === 0 ? [] : db.selectFrom('wa_messages').select(['id', 'wamid']).where('wamid', 'in', contexts).execute(),
    templateIds.length === 0 ? [] : db.selectFrom('wa_templates').select(['id', 'name']).where('id', 'in', templateIds).execute(),
  ]);
  // The latest reaction of each side wins; an empty one removed it.
  const latest = new Map<string, Map<string, string>>();
  for (const r of reactionRows) {
    const bySide = latest.get(r.context_wamid!) ?? new Map<string, string>();
    bySide.set(r.direction, r.body);
    latest.set(r.context_wamid!, bySide);
  }
  const idOfWamid = new Map(replied.map((r) => [r.wamid!, r.id]));
  const templateName = new Map(templates.map((t) => [t.id, t.name]));
  return rows.map((row) => {
    const bySide = row.wamid ? latest.get(row.wamid) : undefined;
    const reactions: Reactions = bySide ? [...bySide].filter(([, emoji]) => emoji !== '').map(([side, emoji]) => ({ emoji, direction: side === 'in' ? 'incoming' : 'outgoing' })) : [];
    const replyToId = row.type !== 'reaction' && row.context_wamid ? idOfWamid.get(row.context_wamid) : undefined;
    return chatMessageOf(row, { reactions, replyToId, templateName: row.template_id !== null ? templateName.get(row.template_id) : undefined });
  });
}
