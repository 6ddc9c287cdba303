/** Test helpers for the destination-file tests: a signed-in user who may make campaigns, and what was stored. */
import { Permission } from '../../../domain/permissions';
import type { Db } from '../../db/database';
import { createSession } from '../../http/session';
import { insertUser } from '../../test/testApp';

export interface Composer {
  userId: number;
  token: string;
}

export async function composer(db: Db, input: { adminId?: number } = {}): Promise<Composer> {
  const userId = await insertUser(db, { permissions: [Permission.createCampaigns], adminId: input.adminId });
  const session = await createSession(db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() });
  return { userId, token: session.token };
}

export const recipientsOf = (db: Db, fileId: number) =>
  db.selectFrom('destination_file_rows').select(['phone', 'field1', 'field2', 'field6']).where('file_id', '=', fileId).orderBy('phone').execute();

export const filesOf = (db: Db, account: number) =>
  db.selectFrom('destination_files').select(['id', 'hash', 'kind', 'status', 'campaign_id', 'saved', 'duplicates', 'failed']).where('account_id', '=', account).orderBy('id').execute();

export const rowCount = async (db: Db): Promise<number> => {
  const row = await db.selectFrom('destination_file_rows').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
};
