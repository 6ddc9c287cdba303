/**
 * The public /ver/:hash page: whoever holds the number opens the link from the message, sees
 * which account asks to send from it, and types the code (or asks for a new one). The link is
 * the only credential, so an unknown or expired one answers the same as a missing one.
 */
import type { GetVerifyPhoneDataApiArg, GetVerifyPhoneDataApiResponse, VerifyPhoneApiArg, VerifyPhoneApiResponse } from '../../../contract/auth';
import { formatIsraelDateTime } from '../../../domain/israelTime';
import { displayPhone, parseListPhone } from '../../../domain/phones';
import type { Db } from '../../db/database';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { linkBaseOf, publicHostOf } from '../links/base';
import { byCall, confirmStatus, standingStatus } from './numbers';
import { numberStanding } from './queries';
import { confirmVerification, resendVerificationMessage, verificationByToken, verificationLink, type Verification } from './verification';
import { VerifyPhone } from '../../../contract/statusCodes';

/** The link's verification while it can be used: open and unexpired, or already confirmed. */
async function usableVerification(db: Db, hash: string, now: number): Promise<Verification | null> {
  const row = await verificationByToken(db, hash);
  if (!row) return null;
  return row.verified_at !== null || row.expires_at > now ? row : null;
}

export const getVerifyPhoneData: Handler<GetVerifyPhoneDataApiArg> = async ({ body }, ctx): Promise<GetVerifyPhoneDataApiResponse> => {
  const row = await usableVerification(ctx.db, body.hash, ctx.now());
  if (!row) throw notFound();
  const account = await ctx.db.selectFrom('users').select(['username', 'first_name', 'last_name']).where('id', '=', row.account_id).executeTakeFirstOrThrow();
  const accountName = `${account.first_name} ${account.last_name}`.trim() || account.username;
  return {
    data: {
      phone: displayPhone(row.phone),
      accountName,
      isLandline: parseListPhone(row.phone)?.kind === 'landline',
      alreadyVerified: row.verified_at !== null,
      expiresOn: formatIsraelDateTime(Number(row.expires_at)),
    },
  };
};

export const verifyPhone: Handler<VerifyPhoneApiArg> = async ({ body }, ctx): Promise<VerifyPhoneApiResponse> => {
  const now = ctx.now();
  const row = await usableVerification(ctx.db, body.hash, now);
  if (!row) return { data: { status: VerifyPhone.linkInvalid } };
  if (row.verified_at !== null) return { data: { status: VerifyPhone.alreadyVerified } };
  const standing = await numberStanding(ctx.db, row.account_id, row.phone);
  if (standing !== 'free') return { data: { status: standingStatus(VerifyPhone, standing) } };
  if (parseListPhone(row.phone)?.kind === 'landline') return { data: await byCall(ctx, VerifyPhone) };

  if (body.code === undefined || body.code.trim() === '') {
    const sent = await resendVerificationMessage(ctx.db, row, verificationLink(linkBaseOf(publicHostOf(ctx)), body.hash), now);
    return { data: sent.sent ? { status: VerifyPhone.sent } : { status: VerifyPhone.tooManyMessages, resendAfterSeconds: sent.resendAfterSeconds } };
  }
  const outcome = await confirmVerification(ctx.db, row, body.code, now);
  return { data: { status: outcome === 'wrongCode' ? VerifyPhone.wrongCode : confirmStatus(VerifyPhone, outcome) } };
};
