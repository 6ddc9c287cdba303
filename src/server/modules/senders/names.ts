/**
 * Sender names (section 4): the account's names with their approval state, whether a name may
 * be requested, and requesting one. A name is compared without case: "MyShop" and "MYSHOP"
 * look the same on a phone, so one account's name is no other's.
 */
import type {
  GetSourceNamesApiArg,
  GetSourceNamesApiResponse,
  InsertSourceNameApiArg,
  InsertSourceNameApiResponse,
  SourceName,
  VerifySourceNameApiArg,
  VerifySourceNameApiResponse,
} from '../../../contract/campaigns';
import { holdsPermission } from '../../../domain/access';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { Permission } from '../../../domain/permissions';
import { senderNameProblem } from '../../../domain/sendingRules';
import type { Db } from '../../db/database';
import type { SenderIdentitiesTable } from '../../db/schema';
import { accountOf } from '../../http/account';
import type { Handler } from '../../http/handler';
import type { SessionUser } from '../../http/session';
import { askSourceNameApproval } from '../approvals/sourceNameApproval';
import { publicHostOf } from '../links/base';
import { isForbiddenSource } from './queries';
import { mayUseName, sendersOf } from './sharedSenders';
import { InsertSourceName, VerifySourceName } from '../../../contract/statusCodes';

interface NameRow {
  id: number;
  value: string;
  status: SenderIdentitiesTable['status'];
  created_at: number;
}

export const sourceNameOf = (row: NameRow): SourceName => ({
  id: row.id,
  name: row.value,
  status: row.status,
  active: row.status === 'approved',
  requestedOn: formatIsraelDateTime(Number(row.created_at)),
});

const namesQuery = (db: Db) => db.selectFrom('sender_identities').select(['id', 'value', 'status', 'created_at', 'account_id']).where('kind', '=', 'name');

/** Where a name stands for an account, in the order the checks are made. */
export type NameStanding = 'invalid' | 'forbidden' | 'ours' | 'oursRejected' | 'othersApproved' | 'othersPending' | 'free';

export async function nameStanding(db: Db, account: number, name: string): Promise<NameStanding> {
  if (senderNameProblem(name)) return 'invalid';
  if (await isForbiddenSource(db, name)) return 'forbidden';
  const same = await namesQuery(db)
    .where((eb) => eb(eb.fn('lower', ['value']), '=', name.toLowerCase()))
    .execute();
  const ours = same.find((r) => r.account_id === account);
  if (ours) return ours.status === 'rejected' ? 'oursRejected' : 'ours';
  if (same.some((r) => r.status === 'approved')) return 'othersApproved';
  if (same.some((r) => r.status === 'pending')) return 'othersPending';
  return 'free';
}

export const getSourceNames: Handler<GetSourceNamesApiArg> = async (_arg, ctx): Promise<GetSourceNamesApiResponse> => {
  const rows = await namesQuery(ctx.db).where('account_id', '=', accountOf(ctx.user!)).orderBy('id').execute();
  // A sub-user sees only the names shared with it: those are the ones it may send from.
  const shared = await sendersOf(ctx.db, ctx.user!.userId);
  return { data: rows.filter((r) => mayUseName(shared, r.value)).map(sourceNameOf) };
};

/**
 * existsOnAccount: the account has it (approved or waiting); exists: another account already
 * asked for it and waits for a decision; denied: a forbidden source, another account's
 * approved name, or a name this account was refused.
 */
const verifyStatus: Record<NameStanding, number> = {
  invalid: VerifySourceName.invalid,
  forbidden: VerifySourceName.denied,
  ours: VerifySourceName.existsOnAccount,
  oursRejected: VerifySourceName.denied,
  othersApproved: VerifySourceName.denied,
  othersPending: VerifySourceName.exists,
  free: VerifySourceName.available,
};

export const verifySourceName: Handler<VerifySourceNameApiArg> = async ({ body }, ctx): Promise<VerifySourceNameApiResponse> => {
  const standing = await nameStanding(ctx.db, accountOf(ctx.user!), body.name.trim());
  return { data: { status: verifyStatus[standing] } };
};

/** A name is active at once for whom the platform trusts to send without verification; others wait for an administrator. */
export const activeAtOnce = (user: SessionUser): boolean => holdsPermission(user, Permission.sendWithoutVerification);

const insertRefusal: Record<Exclude<NameStanding, 'free'>, number> = {
  invalid: InsertSourceName.denied,
  forbidden: InsertSourceName.denied,
  oursRejected: InsertSourceName.denied,
  // The contract has no code for a name the account already holds: the generic error.
  ours: InsertSourceName.saveError,
  othersApproved: InsertSourceName.belongsToOther,
  othersPending: InsertSourceName.belongsToOther,
};

export const insertSourceName: Handler<InsertSourceNameApiArg> = async ({ body }, ctx): Promise<InsertSourceNameApiResponse> => {
  const user = ctx.user!;
  const account = accountOf(user);
  const name = body.name.trim();
  const status = activeAtOnce(user) ? 'approved' : 'pending';
  try {
    // Checked and written in one transaction so two requests for one name cannot both pass.
    const outcome = await ctx.db.transaction().execute(async (trx) => {
      const standing = await nameStanding(trx, account, name);
      if (standing !== 'free') return { refusal: insertRefusal[standing] };
      const row = await trx
        .insertInto('sender_identities')
        .values({ account_id: account, kind: 'name', value: name, status, created_at: ctx.now() })
        .returning(['id', 'value', 'status', 'created_at'])
        .executeTakeFirstOrThrow();
      // A name that waits is put before the system managers with a /security link.
      if (status === 'pending') await askSourceNameApproval(trx, { identityId: row.id, name, account, userId: user.userId, host: publicHostOf(ctx), now: ctx.now() });
      return { refusal: undefined, row };
    });
    if (outcome.refusal !== undefined) return { data: { status: outcome.refusal } };
    return { data: { status: status === 'approved' ? InsertSourceName.addedActive : InsertSourceName.addedPending, sourceName: sourceNameOf(outcome.row) } };
  } catch (error) {
    // The account's unique (account, kind, value) caught a simultaneous request for the name.
    ctx.request.log.error(error);
    return { data: { status: InsertSourceName.saveError } };
  }
};
