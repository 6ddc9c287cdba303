/**
 * The assign-numbers screen: which numbers are whose (get_already_assign), giving system, short
 * or reply numbers to a customer (assigning-numbers) and registering resold numbers
 * (insert-special-numbers). A number has one holder: one held by another customer is listed and
 * left alone, never taken silently (move-associated-numbers takes a reply number on purpose).
 * Everything a request gives is written in one transaction (the audit's).
 */
import type {
  AssignNumbersApiArg,
  AssignNumbersApiResponse,
  GetAlreadyAssignApiArg,
  GetAlreadyAssignApiResponse,
  InsertSpecialNumbersApiArg,
  InsertSpecialNumbersApiResponse,
  SuperAdminAssignedNumber,
} from '../../../../contract/superAdmin';
import { AssignNumbers, InsertSpecialNumbers } from '../../../../contract/statusCodes';
import { accountOf } from '../../../../domain/access';
import { replyNumberHeldUntil } from '../../../../domain/replyNumbers';
import type { Db } from '../../../db/database';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { holdings, lendReplyNumber, shownHolding, storedNumber, type NumberType } from './holders';

export const getAlreadyAssign: Handler<GetAlreadyAssignApiArg> = async ({ body }, ctx): Promise<GetAlreadyAssignApiResponse> => {
  const account = body.userId === undefined ? undefined : accountOf(await managedUserOf(ctx, body.userId));
  const numbers = body.numbers?.map((n) => storedNumber(n, body.type) ?? n);
  const found = await holdings(ctx.db, ctx.now(), { account, numbers, type: body.type });
  return { data: found.map(shownHolding) };
};

/** Gives one number (stored form) to the account unless another holds it: the other's holding, or null when given. */
async function give(db: Db, account: number, number: string, type: Exclude<NumberType, 'special'> | 'special', hold: { heldUntil: number | null }, now: number) {
  const [held] = (await holdings(db, now, { numbers: [number] })).filter((h) => h.account !== account || h.type !== type);
  if (held) return held;
  if (type === 'attached') {
    await lendReplyNumber(db, { account, number, heldUntil: hold.heldUntil, contactListId: null, now });
    return null;
  }
  const own = await db.selectFrom('account_numbers').select('id').where('number', '=', number).executeTakeFirst();
  if (own) await db.updateTable('account_numbers').set({ assigned_at: now }).where('id', '=', own.id).execute();
  else await db.insertInto('account_numbers').values({ number, account_id: account, type, assigned_at: now }).execute();
  return null;
}

export const assignNumbers: Handler<AssignNumbersApiArg> = async ({ body }, ctx): Promise<AssignNumbersApiResponse> => {
  const account = accountOf(await managedUserOf(ctx, body.userId));
  const now = ctx.now();
  const heldUntil = body.type === 'attached' ? replyNumberHeldUntil(now, { permanent: body.permanent, holdDays: body.holdDays }) : null;
  const notAssigned: SuperAdminAssignedNumber[] = [];
  for (const typed of body.numbers) {
    const number = storedNumber(typed, body.type);
    if (number === null) {
      notAssigned.push({ number: typed, type: body.type });
      continue;
    }
    const held = await give(ctx.db, account, number, body.type, { heldUntil }, now);
    if (held) notAssigned.push(shownHolding(held));
  }
  return { data: { status: notAssigned.length ? AssignNumbers.partlyAssigned : AssignNumbers.assigned, notAssigned } };
};

/**
 * Resold numbers (the previous system's "special" numbers). Decision where the contract is
 * silent: a number that is not a valid phone is listed in invalid_sim; one another customer
 * holds (any kind) in in_process — it is not the caller's to resell until released. The rest
 * are registered; success is true when every number was.
 */
export const insertSpecialNumbers: Handler<InsertSpecialNumbersApiArg> = async ({ body }, ctx): Promise<InsertSpecialNumbersApiResponse> => {
  const account = accountOf(await managedUserOf(ctx, body.userId));
  const now = ctx.now();
  const invalid: string[] = [];
  const inProcess: string[] = [];
  for (const typed of body.numbers) {
    const number = storedNumber(typed);
    if (number === null) invalid.push(typed);
    else if (await give(ctx.db, account, number, 'special', { heldUntil: null }, now)) inProcess.push(typed);
  }
  const success = invalid.length + inProcess.length === 0;
  return { data: { status: success ? InsertSpecialNumbers.specialRegistered : InsertSpecialNumbers.partlyRegistered, success, invalid_sim: invalid, in_process: inProcess } };
};
