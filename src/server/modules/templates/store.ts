/**
 * The account's templates in the database. Every lookup is by the caller's account, so
 * another account's id is simply not found (404).
 */
import type { Selectable } from 'kysely';
import type { Template } from '../../../contract/templates';
import { dynamicFieldsIn } from '../../../domain/dynamicFields';
import type { Db } from '../../db/database';
import type { TemplatesTable } from '../../db/schema';
import { notFound } from '../../http/envelope';

export type TemplateRow = Selectable<TemplatesTable>;

/** Template names are unique per account whatever their case (and surrounding spaces). */
export const templateNameKey = (name: string): string => name.trim().toLocaleLowerCase();

export async function ownTemplate(db: Db, account: number, id: number): Promise<TemplateRow> {
  const row = await db.selectFrom('templates').selectAll().where('id', '=', id).where('account_id', '=', account).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A template as the answers show it; its dynamic fields are the placeholders as written, in order. */
export const toTemplate = (row: TemplateRow): Template => ({
  templateId: row.id,
  name: row.name,
  content: row.content,
  dynamicFields: dynamicFieldsIn(row.content).map((ref) => ref.name),
});
