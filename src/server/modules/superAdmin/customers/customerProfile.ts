/**
 * super-admin/save-user-details: the support team saves a customer's profile and billing data
 * from /user-profile/:userId. Only the fields the form carries change. The fields the customer
 * also edits on /my-profile keep the same rules and the same messages (a name is required, a
 * phone has 8 to 10 digits, SMS-to-mail addresses and allowed IPs as there); a username or an
 * e-mail address another user has is -2 / -3. One transaction; nothing is written on a refusal.
 */
import type { SaveUserDetailsApiArg, SaveUserDetailsApiResponse } from '../../../../contract/superAdmin';
import { SaveUserDetails } from '../../../../contract/statusCodes';
import { allowedEmailsRefusal, allowedIpsRefusal, isEmailAddress } from '../../../../domain/myProfile';
import { isProfilePhone, profilePhoneDigitsOf, usernameHasSpaces } from '../../../../domain/userFields';
import type { Db } from '../../../db/database';
import { managedUserOf } from '../../../http/account';
import { HttpError } from '../../../http/envelope';
import type { Handler } from '../../../http/handler';
import { refuseManagementDenied } from '../../../http/managementDeny';
import { approveRecoveryRequests } from '../../users/recoveryRequest';

type Form = SaveUserDetailsApiArg['body'];

/** Why the form cannot be saved, as the message key the page shows under its field (the profile's own keys); null saves. */
export function detailsRefusal(form: Form): string | null {
  if (form.username !== undefined && !form.username.trim()) return 'users.form.errors.usernameRequired';
  if (form.username !== undefined && usernameHasSpaces(form.username.trim())) return 'users.form.errors.usernameSpaces';
  if (form.firstName !== undefined && !form.firstName.trim()) return 'profile.errors.firstNameRequired';
  if (form.lastName !== undefined && !form.lastName.trim()) return 'profile.errors.lastNameRequired';
  if (form.email !== undefined && !isEmailAddress(form.email)) return 'profile.errors.email';
  if ((form.phones ?? []).some((phone) => !isProfilePhone(phone))) return 'profile.errors.phone';
  const emails = allowedEmailsRefusal(form.allowedEmails ?? []);
  if (emails) return `profile.errors.allowedEmails.${emails}`;
  const ips = allowedIpsRefusal(form.allowedIps ?? []);
  if (ips) return `profile.errors.allowedIps.${ips}`;
  return null;
}

/** Another live user holding the value (case-insensitive), if any. */
export async function heldByAnother(db: Db, column: 'username' | 'email', value: string, self: number | null): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', [column]), '=', value.trim().toLowerCase()));
  // A deleted user's username is freed ('deleted-<id>'), its e-mail emptied: only live users count.
  query = query.where('deleted_at', 'is', null);
  if (self !== null) query = query.where('id', '<>', self);
  return (await query.executeTakeFirst()) !== undefined;
}

export const saveUserDetails: Handler<SaveUserDetailsApiArg> = async ({ body }, ctx): Promise<SaveUserDetailsApiResponse> => {
  refuseManagementDenied(ctx);
  // The contract requires userId (its generated type loses that in the allOf); none is no one's: 404.
  const customer = await managedUserOf(ctx, body.userId ?? 0);
  const refusal = detailsRefusal(body);
  if (refusal) return { data: { status: SaveUserDetails.saveError, message: refusal } };
  const billing = body.billing ?? {};
  const changes = {
    ...(body.username !== undefined && { username: body.username.trim() }),
    ...(body.firstName !== undefined && { first_name: body.firstName.trim() }),
    ...(body.lastName !== undefined && { last_name: body.lastName.trim() }),
    ...(body.email !== undefined && { email: body.email.trim() }),
    ...(body.phones !== undefined && { phones: JSON.stringify(body.phones.map(profilePhoneDigitsOf)) }),
    ...(body.nationalId !== undefined && { national_id: body.nationalId.trim() || null }),
    ...(body.customerNumber !== undefined && { customer_number: body.customerNumber.trim() }),
    ...(body.allowedEmails !== undefined && { allowed_emails: JSON.stringify(body.allowedEmails.map((e) => e.trim())) }),
    ...(body.allowedIps !== undefined && { allowed_ips: JSON.stringify(body.allowedIps.map((ip) => ip.trim())) }),
    ...(body.active !== undefined && { active: body.active ? 1 : 0 }),
    ...(body.companyName !== undefined && { company_name: body.companyName.trim() }),
    ...(body.comments !== undefined && { comments: body.comments }),
    ...(billing.customerType !== undefined && { customer_type: billing.customerType }),
    ...(billing.priceListId !== undefined && { price_list_id: billing.priceListId }),
    ...(billing.paymentType !== undefined && { payment_type: billing.paymentType }),
  };
  return ctx.db.transaction().execute(async (trx): Promise<SaveUserDetailsApiResponse> => {
    if (changes.username !== undefined && (await heldByAnother(trx, 'username', changes.username, customer.userId))) return { data: { status: SaveUserDetails.usernameTaken } };
    if (changes.email !== undefined && (await heldByAnother(trx, 'email', changes.email, customer.userId))) return { data: { status: SaveUserDetails.emailTaken } };
    if (changes.price_list_id !== undefined && !(await trx.selectFrom('price_lists').select('id').where('id', '=', changes.price_list_id).executeTakeFirst())) {
      throw new HttpError(400, 'errors.generic.badRequest', { field: 'billing.priceListId' });
    }
    if (Object.keys(changes).length) await trx.updateTable('users').set(changes).where('id', '=', customer.userId).execute();
    // Making a frozen user active again is the answer to its recovery request, as on the sub-user form.
    if (body.active === true && !customer.active) await approveRecoveryRequests(trx, customer.userId, ctx.user!.userId, ctx.now());
    return { data: { status: SaveUserDetails.detailsSaved } };
  });
};
