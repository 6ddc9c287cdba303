/**
 * super-admin/create-token-on-php. Decision (issue 18): the operation made a one-time sign-in
 * link to the previous (PHP) system for a customer. This product replaces that system and has
 * no link to it: no address, no shared secret to sign a token with, no accounts there. A link
 * made up here would open nothing, so the answer is noPreviousSystem (-2, translated) for a
 * customer within the caller's reach, and 404 for any other id (managedUserOf, the one scope
 * rule). It stays audited (auditedOperations.ts): an administrator asking to enter another
 * system on a customer's behalf is worth a line even when refused.
 */
import type { CreateTokenOnPhpApiArg, CreateTokenOnPhpApiResponse } from '../../../contract/superAdmin';
import { CreateTokenOnPhp } from '../../../contract/statusCodes';
import { managedUserOf } from '../../http/account';
import type { Handler } from '../../http/handler';

export const createTokenOnPhp: Handler<CreateTokenOnPhpApiArg> = async ({ body }, ctx): Promise<CreateTokenOnPhpApiResponse> => {
  await managedUserOf(ctx, body.userId);
  return { data: { status: CreateTokenOnPhp.noPreviousSystem } };
};
