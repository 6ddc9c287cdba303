/**
 * The conversation a chat operation names: one of the account's numbers (source) and a customer
 * (destination). Another account's number is 404, as one that does not exist (spec
 * "cantWatchOtherCustomerChat"); a customer who never wrote and was never written to has no
 * conversation yet, which is not an error: a template may start one.
 */
import type { Selectable } from 'kysely';
import { accountOf } from '../../../http/account';
import { HttpError } from '../../../http/envelope';
import type { RequestContext } from '../../../http/handler';
import type { WaConversationsTable } from '../../../db/schema';
import { ownNumber, waPhoneOf, type WaNumber } from '../numbers/store';

export type WaConversation = Selectable<WaConversationsTable>;

export interface ChatParties {
  account: number;
  number: WaNumber;
  /** The customer's WhatsApp id as conversations keep it (digits, international). */
  peer: string;
  conversation: WaConversation | undefined;
}

/** The customer's number in its stored form; a phone that cannot hold WhatsApp is a bad request naming the field. */
export function peerOf(destination: string, field = 'destination'): string {
  const peer = waPhoneOf(destination);
  if (!peer) throw new HttpError(400, 'errors.generic.badRequest', { field });
  return peer;
}

export async function chatPartiesOf(ctx: Pick<RequestContext, 'db' | 'user'>, source: string, destination: string): Promise<ChatParties> {
  const account = accountOf(ctx.user!);
  const number = await ownNumber(ctx.db, account, source);
  const peer = peerOf(destination);
  const conversation = await ctx.db.selectFrom('wa_conversations').selectAll().where('number_id', '=', number.id).where('peer', '=', peer).executeTakeFirst();
  return { account, number, peer, conversation };
}
