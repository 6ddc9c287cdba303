/** Frozen (inactive) accounts: a recovery request, and where it stands. */
import type {
  GetStatusInactiveUserApiArg,
  GetStatusInactiveUserApiResponse,
  HandleInactiveUserApiArg,
  HandleInactiveUserApiResponse,
} from '../../../contract/auth';
import type { Db } from '../../db/database';
import type { Handler } from '../../http/handler';
import { checkPassword, verifyDecoy } from './credentials';
import { findUserByUsername } from './queries';
import { HandleInactiveUser } from '../../../contract/statusCodes';

const latestRequest = (db: Db, userId: number) =>
  db.selectFrom('inactive_requests').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();

/**
 * Needs the account's password, which is counted like a sign-in: otherwise this call would
 * let anyone guess passwords without the block.
 */
export const handleInactiveUser: Handler<HandleInactiveUserApiArg> = async ({ body }, { db, now }): Promise<HandleInactiveUserApiResponse> => {
  const user = await findUserByUsername(db, body.username);
  if (!user) {
    await verifyDecoy(body.password);
    return { data: { status: HandleInactiveUser.wrongCredentials } };
  }
  if (user.blocked) return { data: { status: HandleInactiveUser.requestFailed } };
  if ((await checkPassword(db, user, body.password)).outcome !== 'ok') return { data: { status: HandleInactiveUser.wrongCredentials } };
  if (user.active) return { data: { status: HandleInactiveUser.requestFailed } };
  if ((await latestRequest(db, user.id))?.status === 'pending') return { data: { status: HandleInactiveUser.requestOpen } };
  await db
    .insertInto('inactive_requests')
    .values({ user_id: user.id, phone: body.phone ?? '', comments: body.comments ?? '', created_at: now() })
    .execute();
  return { data: { status: HandleInactiveUser.requestSent } };
};

export const getStatusInactiveUser: Handler<GetStatusInactiveUserApiArg> = async ({ body }, { db }): Promise<GetStatusInactiveUserApiResponse> => {
  const user = await findUserByUsername(db, body.username);
  if (!user) return { data: { inactive: false, requestStatus: 'none' } };
  const request = await latestRequest(db, user.id);
  // An active account tells only that its last request was approved (update-sub-user settles
  // it when it makes the user active); one that never asked has nothing to report.
  if (user.active) {
    return request?.status === 'approved'
      ? { data: { inactive: false, requestStatus: 'approved', requestedOn: new Date(Number(request.created_at)).toISOString() } }
      : { data: { inactive: false, requestStatus: 'none' } };
  }
  if (!request) return { data: { inactive: true, requestStatus: 'none' } };
  return { data: { inactive: true, requestStatus: request.status, requestedOn: new Date(Number(request.created_at)).toISOString() } };
};
