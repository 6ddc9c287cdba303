/**
 * super-admin/create-user-account (/create-user-account): support opens a new customer — a
 * primary user in group 1, active, with its billing data, the basic permissions of an account
 * holder, a generated password whose validity has already ended (so its first sign-in must
 * change it, as any expired password: auth/login passwordExpired), and its opening credits,
 * each a ledger entry. Its sign-in details go to its e-mail address through the outbox. An
 * administrator (group 3) who opens it is the one it is assigned to. The user, its grants, its
 * credits, the mail and the audit row are one transaction: a refusal or a failure writes none.
 */
import type { CreateUserAccountApiArg, CreateUserAccountApiResponse } from '../../../../contract/superAdmin';
import { CreateUserAccount } from '../../../../contract/statusCodes';
import { Group } from '../../../../domain/access';
import { familyPathOf } from '../../../../domain/family';
import { isEmailAddress } from '../../../../domain/myProfile';
import { generatePassword } from '../../../../domain/passwords';
import { Permission } from '../../../../domain/permissions';
import { isProfilePhone, profilePhoneDigitsOf, usernameHasSpaces } from '../../../../domain/userFields';
import type { BalanceService } from '../../../db/schema';
import type { Handler } from '../../../http/handler';
import { refuseManagementDenied } from '../../../http/managementDeny';
import { sendSystemMail } from '../../../messaging/outbox';
import { refundCredits } from '../../../messaging/credits';
import { hashPassword } from '../../auth/credentials';
import { linkBaseOf, publicHostOf } from '../../links/base';
import { heldByAnother } from './customerProfile';

/** What a new account holder may do from its first day: send, manage its users, templates and lists. */
export const newCustomerPermissions = [Permission.createCampaigns, Permission.usersSection, Permission.createTemplates, Permission.createContactLists];

/** The message key shown under the field the form got wrong; null when it may be saved. */
export function newCustomerRefusal(form: CreateUserAccountApiArg['body']): string | null {
  if (!form.username.trim()) return 'users.form.errors.usernameRequired';
  if (usernameHasSpaces(form.username.trim())) return 'users.form.errors.usernameSpaces';
  if (!form.firstName.trim()) return 'profile.errors.firstNameRequired';
  if (!form.lastName.trim()) return 'profile.errors.lastNameRequired';
  if (!isEmailAddress(form.email)) return 'profile.errors.email';
  if (!isProfilePhone(form.phone)) return 'profile.errors.phone';
  return null;
}

export const createUserAccount: Handler<CreateUserAccountApiArg> = async ({ body }, ctx): Promise<CreateUserAccountApiResponse> => {
  refuseManagementDenied(ctx);
  const caller = ctx.user!;
  const refusal = newCustomerRefusal(body);
  if (refusal) return { data: { status: CreateUserAccount.invalidDetails, message: refusal } };
  const username = body.username.trim();
  const email = body.email.trim();
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx): Promise<CreateUserAccountApiResponse> => {
    if (await heldByAnother(trx, 'username', username, null)) return { data: { status: CreateUserAccount.usernameTaken } };
    if (await heldByAnother(trx, 'email', email, null)) return { data: { status: CreateUserAccount.emailTaken } };
    if (body.priceListId !== undefined && !(await trx.selectFrom('price_lists').select('id').where('id', '=', body.priceListId).executeTakeFirst())) {
      return { data: { status: CreateUserAccount.unknownPriceList } };
    }
    const brand = await trx.selectFrom('users').select('brand_id').where('id', '=', caller.userId).executeTakeFirst();
    const row = await trx
      .insertInto('users')
      .values({
        admin_id: 0,
        parent_id: 0,
        group_id: Group.customer,
        username,
        password_hash: passwordHash,
        first_name: body.firstName.trim(),
        last_name: body.lastName.trim(),
        email,
        phones: JSON.stringify([profilePhoneDigitsOf(body.phone)]),
        national_id: body.nationalId?.trim() || null,
        company_name: body.companyName?.trim() ?? '',
        customer_type: body.customerType,
        price_list_id: body.priceListId ?? null,
        payment_type: body.paymentType,
        administrator_id: caller.group === Group.administrator ? caller.userId : null,
        brand_id: brand?.brand_id ?? null,
        active: 1,
        customer_number: '',
        password_changed_at: now,
        // Already ended: the first sign-in must choose a password of its own.
        password_valid_until: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userId = row.id;
    await trx.updateTable('users').set({ family_path: familyPathOf('', userId), customer_number: String(100000 + userId) }).where('id', '=', userId).execute();
    await trx.insertInto('password_history').values({ user_id: userId, password_hash: passwordHash, created_at: now }).execute();
    await trx.insertInto('user_permissions').values(newCustomerPermissions.map((permission_id) => ({ user_id: userId, permission_id, mode: 'enable' }))).execute();
    for (const [service, amount] of Object.entries(body.openingCredits ?? {}) as [BalanceService, number][]) {
      if (amount > 0) await refundCredits(trx, { account: userId, service, amount, reason: 'credits.opening', reference: `account ${userId}`, userId: caller.userId, now });
    }
    const signIn = `${linkBaseOf(publicHostOf(ctx))}/login`;
    await sendSystemMail(trx, {
      to: email,
      subject: 'Your account is ready',
      text: [`Hello ${body.firstName.trim()},`, '', `Your account is open. Sign in at ${signIn}`, `Username: ${username}`, `Password: ${password}`, '', 'You will be asked to choose a new password at your first sign-in.'].join('\n'),
      userId,
      now,
    });
    return { data: { status: CreateUserAccount.accountCreated, userId } };
  });
};
