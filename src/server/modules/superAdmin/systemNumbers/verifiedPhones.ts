/**
 * The add-verified-numbers screen (sys-verify-phone): support marks a phone a verified sender
 * of a customer who cannot receive a code — a landline, or a customer who called the support
 * line from it, the composer's "verify by a call" path (campaigns/verify-phone-number answers 6
 * with the line to call; once support verified the number here, the composer's "check again"
 * answers 1, already verified). The same standing rule as a code's confirmation
 * (senders/queries.ts numberStanding): an attached number (5), another customer's (2), the
 * customer's own or its verified group's (1).
 */
import type { SysVerifyPhoneApiArg, SysVerifyPhoneApiResponse } from '../../../../contract/superAdmin';
import { SysVerifyPhone } from '../../../../contract/statusCodes';
import { accountOf } from '../../../../domain/access';
import { parseListPhone } from '../../../../domain/phones';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { approveVerifiedNumber, numberStanding } from '../../senders/queries';

export const sysVerifyPhone: Handler<SysVerifyPhoneApiArg> = async ({ body }, ctx): Promise<SysVerifyPhoneApiResponse> => {
  const account = accountOf(await managedUserOf(ctx, body.userId));
  const parsed = parseListPhone(body.phone);
  if (!parsed) return { data: { status: SysVerifyPhone.invalidPhone } };
  const standing = await numberStanding(ctx.db, account, parsed.phone);
  if (standing !== 'free') return { data: { status: { ours: SysVerifyPhone.alreadyVerified, others: SysVerifyPhone.verifiedForAnother, attached: SysVerifyPhone.attachedNumber }[standing] } };
  const now = ctx.now();
  await approveVerifiedNumber(ctx.db, account, parsed.phone, now);
  // Sub-users with a list of their own only see what it names: with inheritToSubUsers the number joins those lists.
  if (body.inheritToSubUsers) {
    const listed = await ctx.db
      .selectFrom('user_verified_numbers')
      .innerJoin('users', 'users.id', 'user_verified_numbers.user_id')
      .select('users.id')
      .distinct()
      .where('users.admin_id', '=', account)
      .execute();
    for (const { id } of listed) await ctx.db.insertInto('user_verified_numbers').values({ user_id: id, phone: parsed.phone }).onConflict((oc) => oc.doNothing()).execute();
  }
  return { data: { status: SysVerifyPhone.verified } };
};
