/**
 * super-admin/check-google-auth. Decision (issue 18): this product has no authenticator app
 * (TOTP). No table holds a TOTP secret, no screen sets one up, and the two-step sign-in sends
 * its codes by SMS (main/otp-on, verify-otp). A code can therefore be checked against nothing,
 * and answering "valid" would let any six digits through a check that callers rely on. So
 * every call answers notSetUp (-2, translated: "No authenticator app is set up for your
 * user"), which a page reads as "this check is not available", never as passed. Should the
 * product ever enrol authenticator apps, this is the one place that checks their codes.
 */
import type { CheckGoogleAuthApiArg, CheckGoogleAuthApiResponse } from '../../../contract/superAdmin';
import { CheckGoogleAuth } from '../../../contract/statusCodes';
import type { Handler } from '../../http/handler';

export const checkGoogleAuth: Handler<CheckGoogleAuthApiArg> = async (): Promise<CheckGoogleAuthApiResponse> => ({
  data: { status: CheckGoogleAuth.notSetUp },
});
