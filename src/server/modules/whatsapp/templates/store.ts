/** The templates of a number (wa_templates) as the contract shows them, and the account's one by id. */
import type { Selectable } from 'kysely';
import type { WhatsAppTemplate } from '../../../../contract/whatsapp';
import { templateStatusOf } from '../../../../domain/whatsapp';
import type { WaTemplatesTable } from '../../../db/schema';
import { notFound } from '../../../http/envelope';
import type { Executor } from '../numbers/store';

export type WaTemplate = Selectable<WaTemplatesTable>;

export function templateOfRow(row: WaTemplate): WhatsAppTemplate {
  let content: WhatsAppTemplate = {};
  try {
    content = JSON.parse(row.content) as WhatsAppTemplate;
  } catch {
    // A row written by hand with broken JSON still lists by name and status.
  }
  return {
    ...content,
    templateId: row.id,
    name: row.name,
    language: row.language,
    status: templateStatusOf(row.provider_status),
    ...(row.rejection_reason ? { rejectionReason: row.rejection_reason } : {}),
  };
}

export async function ownTemplate(db: Executor, account: number, id: number): Promise<WaTemplate> {
  const row = await db.selectFrom('wa_templates').selectAll().where('id', '=', id).where('account_id', '=', account).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export const templatesOfNumber = (db: Executor, numberId: number): Promise<WaTemplate[]> =>
  db.selectFrom('wa_templates').selectAll().where('number_id', '=', numberId).where('deleted_at', 'is', null).orderBy('id', 'desc').execute();
