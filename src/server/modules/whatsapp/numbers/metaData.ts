/** A user's WhatsApp standing (get-user-meta-data; get-wa-user-meta-data for an administrator). */
import type { WhatsAppUserMetaData } from '../../../../contract/whatsapp';
import { accountOf } from '../../../../domain/access';
import { Permission } from '../../../../domain/permissions';
import { sessionHours } from '../../../../domain/whatsapp';
import { permissionsInForceOfUser } from '../../../http/permissionsInForce';
import type { Db } from '../../../db/database';
import { accountOfNumber, accountStates, numberState, numbersOfAccount, phoneStateOf } from './store';

export async function userMetaDataOf(db: Db, userId: number): Promise<WhatsAppUserMetaData> {
  const user = await db.selectFrom('users').select(['id', 'admin_id', 'payment_type']).where('id', '=', userId).executeTakeFirstOrThrow();
  const account = accountOf({ userId: user.id, adminId: user.admin_id });
  const [numbers, permissions, balance, postpaid, onboarding] = await Promise.all([
    numbersOfAccount(db, account),
    permissionsInForceOfUser(db, userId),
    db.selectFrom('balances').select('amount').where('user_id', '=', userId).where('service', '=', 'whatsapp').executeTakeFirst(),
    db.selectFrom('postpaid_requests').select('id').where('account_id', '=', account).where('service', '=', 'whatsapp').where('state', '=', 'open').executeTakeFirst(),
    db.selectFrom('wa_onboarding_requests').select('id').where('account_id', '=', account).where('status', '=', 'open').executeTakeFirst(),
  ]);
  return {
    userId,
    hasWhatsappPermission: permissions.includes(Permission.whatsapp),
    phones: numbers.map(phoneStateOf),
    accounts: numbers.filter((n) => accountStates.includes(numberState(n))).map(accountOfNumber),
    creditsLeft: Number(balance?.amount ?? 0),
    isPostpaid: user.payment_type === 'postpaid',
    hasOpenPostpaidRequest: postpaid !== undefined,
    hasOpenOnboardingRequest: onboarding !== undefined,
    sessionHours,
  };
}
