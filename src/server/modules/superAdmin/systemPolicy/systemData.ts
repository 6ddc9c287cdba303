/**
 * super-admin/sys-get-data: the lists behind the system-settings screens, only the sections
 * asked for (prohibited-word-permission reads prohibitedWords and forbiddenSources,
 * configuring-administrators reads systemUsers).
 */
import type { GetSysDataApiArg, GetSysDataApiResponse, SuperAdminSystemData, SystemUser } from '../../../../contract/superAdmin';
import { Group } from '../../../../domain/access';
import type { Db } from '../../../db/database';
import type { Handler } from '../../../http/handler';

const isoDate = (ms: number | string) => new Date(Number(ms)).toISOString();

type Section = keyof SuperAdminSystemData;

async function prohibitedWords(db: Db): Promise<SuperAdminSystemData['prohibitedWords']> {
  const rows = await db.selectFrom('forbidden_words').select(['id', 'word', 'active', 'created_at']).orderBy('word').execute();
  return rows.map((r) => ({ id: r.id, word: r.word, frozen: r.active === 0, createdOn: isoDate(r.created_at) }));
}

async function sendPermissions(db: Db): Promise<SuperAdminSystemData['sendPermissions']> {
  const rows = await db
    .selectFrom('send_word_permissions as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('forbidden_words as w', 'w.id', 'p.word_id')
    .select(['p.user_id', 'u.username', 'p.word_id', 'w.word', 'p.created_at'])
    .orderBy('u.username')
    .orderBy('p.word_id')
    .execute();
  // word_id 0 is every prohibited word: the contract leaves wordId out for it.
  return rows.map((r) => ({ userId: r.user_id, username: r.username, ...(r.word_id ? { wordId: r.word_id, word: r.word ?? '' } : {}), grantedOn: isoDate(r.created_at) }));
}

async function forbiddenSources(db: Db): Promise<SuperAdminSystemData['forbiddenSources']> {
  const rows = await db.selectFrom('forbidden_sources').select(['id', 'source', 'created_at']).orderBy('source').execute();
  return rows.map((r) => ({ id: r.id, source: r.source, createdOn: isoDate(r.created_at) }));
}

async function systemUsers(db: Db): Promise<SystemUser[]> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'group_id', 'group_before_system'])
    .where('group_id', 'in', [Group.systemManager, Group.administrator, Group.superAdmin])
    .where('deleted_at', 'is', null)
    .orderBy('group_id', 'desc')
    .orderBy('username')
    .execute();
  const grants = users.length
    ? await db.selectFrom('user_permissions').select(['user_id', 'permission_id', 'mode']).where('user_id', 'in', users.map((u) => u.id)).orderBy('permission_id').execute()
    : [];
  return users.map((u) => ({
    userId: u.id,
    username: u.username,
    name: `${u.first_name} ${u.last_name}`.trim(),
    group: u.group_id as SystemUser['group'],
    ...(u.group_id === Group.administrator ? {} : { formerGroup: u.group_before_system ?? Group.customer }),
    permissions: grants.filter((g) => g.user_id === u.id).map((g) => ({ permissionId: g.permission_id, mode: g.mode as SystemUser['permissions'][number]['mode'] })),
  }));
}

const readers: { [S in Section]: (db: Db) => Promise<SuperAdminSystemData[S]> } = { prohibitedWords, sendPermissions, forbiddenSources, systemUsers };

export const getSysData: Handler<GetSysDataApiArg> = async ({ body }, ctx): Promise<GetSysDataApiResponse> => {
  const data: SuperAdminSystemData = {};
  for (const section of new Set(body.sections)) Object.assign(data, { [section]: await readers[section](ctx.db) });
  return { data };
};
