/** A user's chat page settings (chat_settings): which conversations it lists, and the new-reply sound. */
import type { ChatDestinationFilter, ChatSettings } from '../../../contract/chat';
import type { Db } from '../../db/database';

const defaults: Required<ChatSettings> = { destinationFilter: 'responding', newMessageSound: false };

export async function chatSettingsOf(db: Db, userId: number): Promise<Required<ChatSettings>> {
  const row = await db.selectFrom('chat_settings').select(['destination_filter', 'new_message_sound']).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return defaults;
  return { destinationFilter: row.destination_filter === 'all' ? 'all' : 'responding', newMessageSound: row.new_message_sound === 1 };
}

export async function saveChatSettings(db: Db, userId: number, change: ChatSettings): Promise<void> {
  const settings: Required<ChatSettings> = { ...(await chatSettingsOf(db, userId)), ...definedOf(change) };
  const values = { destination_filter: settings.destinationFilter as ChatDestinationFilter, new_message_sound: settings.newMessageSound ? 1 : 0 };
  await db
    .insertInto('chat_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

const definedOf = (change: ChatSettings): ChatSettings => Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
