/**
 * Verified sender numbers (sections 4, 8): the account's list, and verifying a new one from the
 * composer. Without a code a message with a code and a /ver/:hash link goes to the number; with
 * the code the number is confirmed here, or on the link's page (verifyPage.ts).
 */
import type { GetVerifiedNumbersApiArg, GetVerifiedNumbersApiResponse, VerifyPhoneNumberApiArg, VerifyPhoneNumberApiResponse } from '../../../contract/campaigns';
import { parseListPhone } from '../../../domain/phones';
import { accountOf, userScopeOf } from '../../http/account';
import type { Handler, RequestContext } from '../../http/handler';
import { brandForHost } from '../auth/queries';
import { linkBaseOf, publicHostOf } from '../links/base';
import { numberStanding, verifiedNumbersOf, type NumberStanding } from './queries';
import { sendersOf } from './sharedSenders';
import { confirmVerification, openVerificationOf, startVerification, type ConfirmOutcome } from './verification';
import { VerifyPhoneNumber } from '../../../contract/statusCodes';

/**
 * The numbers the named user may send from: the caller itself, or a user it may act for
 * (userScopeOf; the account holder for any of its users). The numbers are the account's,
 * narrowed by the user's shared list; any other id is 404.
 */
export const getVerifiedNumbers: Handler<GetVerifiedNumbersApiArg> = async ({ body }, ctx): Promise<GetVerifiedNumbersApiResponse> => {
  const scope = await userScopeOf(ctx, body.userId);
  return { data: await verifiedNumbersOf(ctx.db, scope.account, await sendersOf(ctx.db, body.userId)) };
};

/**
 * The codes the composer's verifyPhoneNumber and the /ver/:hash page's verifyPhone share (same
 * names, same numbers): each handler passes its own operation's constant.
 */
export type VerifyCodes = Pick<typeof VerifyPhoneNumber, 'alreadyVerified' | 'verifiedForAnother' | 'attachedNumber' | 'verified' | 'verifyByCall' | 'error'>;

export const standingStatus = (codes: VerifyCodes, standing: Exclude<NumberStanding, 'free'>): number =>
  ({ ours: codes.alreadyVerified, others: codes.verifiedForAnother, attached: codes.attachedNumber })[standing];

export const confirmStatus = (codes: VerifyCodes, outcome: Exclude<ConfirmOutcome, 'wrongCode'>): number => (outcome === 'verified' ? codes.verified : standingStatus(codes, outcome));

/**
 * A number that cannot get a text (a landline), or whose owner chose a call, is verified by
 * calling the brand's support line from it; support confirms it. No line: nothing to offer (error).
 */
export async function byCall(ctx: RequestContext, codes: VerifyCodes): Promise<{ status: number; callNumber?: string }> {
  const brand = await brandForHost(ctx.db, ctx.request.hostname);
  return brand?.support_phone ? { status: codes.verifyByCall, callNumber: brand.support_phone } : { status: codes.error };
}

export const verifyPhoneNumber: Handler<VerifyPhoneNumberApiArg> = async ({ body }, ctx): Promise<VerifyPhoneNumberApiResponse> => {
  const user = ctx.user!;
  const account = accountOf(user);
  const now = ctx.now();
  const parsed = parseListPhone(body.phone);
  if (!parsed) return { data: { status: VerifyPhoneNumber.invalidPhone } };
  const standing = await numberStanding(ctx.db, account, parsed.phone);
  if (standing !== 'free') return { data: { status: standingStatus(VerifyPhoneNumber, standing) } };

  if (body.code !== undefined) {
    const open = await openVerificationOf(ctx.db, account, parsed.phone, now);
    if (!open) return { data: { status: VerifyPhoneNumber.error } };
    const outcome = await confirmVerification(ctx.db, open, body.code, now);
    // The contract has no "wrong code" here: it is the generic error.
    return { data: { status: outcome === 'wrongCode' ? VerifyPhoneNumber.error : confirmStatus(VerifyPhoneNumber, outcome) } };
  }

  if (parsed.kind === 'landline' || body.method === 'call') return { data: await byCall(ctx, VerifyPhoneNumber) };
  const sent = await startVerification(ctx.db, { account, userId: user.userId, phone: parsed.phone, linkBase: linkBaseOf(publicHostOf(ctx)), now });
  return { data: { status: sent.sent ? VerifyPhoneNumber.sent : VerifyPhoneNumber.tooManyMessages } };
};
