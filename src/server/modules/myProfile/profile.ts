/**
 * The signed-in user's own profile (/my-profile): users/my-profile reads it, users/save-my-profile
 * writes names, e-mail, phones, SMS-to-mail addresses, allowed IPs and the mail system's
 * monthly limit in one transaction (a refused save writes nothing).
 */
import type { GetMyProfileApiArg, GetMyProfileApiResponse, SaveMyProfileApiArg, SaveMyProfileApiResponse, UsersMyProfile } from '../../../contract/users';
import { SaveMyProfile } from '../../../contract/statusCodes';
import { addressAllowed, allowedEmailsRefusal, allowedIpsRefusal } from '../../../domain/myProfile';
import { isProfilePhone, profilePhoneDigitsOf } from '../../../domain/userFields';
import type { Db } from '../../db/database';
import { notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { balancesOf, otpPhonesOf, recordPhones } from '../auth/queries';
import { signedInUser } from '../auth/signIn';
import { termsStandingOf } from '../auth/termsApproval';

const listOf = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
};

export async function myProfileOf(db: Db, userId: number): Promise<UsersMyProfile> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!user) throw notFound();
  const newsletter = await db.selectFrom('newsletter_accounts').select('mail_limit').where('user_id', '=', userId).executeTakeFirst();
  const terms = (await termsStandingOf(db, [userId])).get(userId);
  return {
    userId: user.id,
    adminId: user.admin_id,
    username: user.username,
    customerNumber: user.customer_number,
    ...(user.national_id ? { nationalId: user.national_id } : {}),
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phones: recordPhones(user),
    allowedEmails: listOf(user.allowed_emails),
    allowedIps: listOf(user.allowed_ips),
    active: user.active === 1,
    group: user.group_id,
    mailSystemConnection: newsletter !== undefined,
    ...(newsletter ? { mailLimit: newsletter.mail_limit } : {}),
    reportsEmail: user.reports_email ?? user.email,
    otpPhones: await otpPhonesOf(db, userId),
    ...(terms?.acceptedAt !== undefined && { termsAcceptedAt: new Date(terms.acceptedAt).toISOString() }),
    termsRequired: terms?.required ?? false,
  };
}

export const getMyProfile: Handler<GetMyProfileApiArg> = async (_arg, ctx): Promise<GetMyProfileApiResponse> => ({
  data: await myProfileOf(ctx.db, signedInUser(ctx).userId),
});

type Form = SaveMyProfileApiArg['body'];

/** Why the form cannot be saved, as a message key the page shows under its field; null saves. */
function formRefusal(form: Form, callerIp: string): string | null {
  if (!form.firstName.trim()) return 'profile.errors.firstNameRequired';
  if (!form.lastName.trim()) return 'profile.errors.lastNameRequired';
  if ((form.phones ?? []).some((phone) => !isProfilePhone(phone))) return 'profile.errors.phone';
  const emails = allowedEmailsRefusal(form.allowedEmails ?? []);
  if (emails) return `profile.errors.allowedEmails.${emails}`;
  const ips = allowedIpsRefusal(form.allowedIps ?? []);
  if (ips) return `profile.errors.allowedIps.${ips}`;
  // A list without the address the user works from would lock the user out at once.
  if (!addressAllowed(form.allowedIps ?? [], callerIp)) return 'profile.errors.allowedIps.lockout';
  if (form.mailSystemConnection && !form.mailLimit) return 'profile.errors.mailLimitRequired';
  return null;
}

export const saveMyProfile: Handler<SaveMyProfileApiArg> = async ({ body }, ctx): Promise<SaveMyProfileApiResponse> => {
  const { db } = ctx;
  const userId = signedInUser(ctx).userId;
  const refusal = formRefusal(body, ctx.request.ip);
  if (refusal) return { data: { status: SaveMyProfile.saveError, message: refusal } };
  const email = body.email.trim();
  const other = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('deleted_at', 'is', null)
    .where('id', '<>', userId)
    .executeTakeFirst();
  if (other) return { data: { status: SaveMyProfile.emailTaken } };
  const newsletter = await db.selectFrom('newsletter_accounts').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  // The connection itself is made by the newsletter hand-off (create-newsletters-account).
  if (body.mailSystemConnection && !newsletter) return { data: { status: SaveMyProfile.saveError, message: 'profile.errors.mailSystemNotConnected' } };
  // The limit is at most the e-mail credits the account paid for, as the hand-off caps it.
  const credits = Math.max(0, Math.floor((await balancesOf(db, userId)).get('emails') ?? 0));
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        first_name: body.firstName.trim(),
        last_name: body.lastName.trim(),
        email,
        phones: JSON.stringify((body.phones ?? []).map(profilePhoneDigitsOf)),
        allowed_emails: JSON.stringify((body.allowedEmails ?? []).map((e) => e.trim())),
        allowed_ips: JSON.stringify((body.allowedIps ?? []).map((ip) => ip.trim())),
      })
      .where('id', '=', userId)
      .execute();
    if (newsletter && body.mailSystemConnection && body.mailLimit) {
      await trx.updateTable('newsletter_accounts').set({ mail_limit: Math.min(body.mailLimit, credits) }).where('user_id', '=', userId).execute();
    }
  });
  return { data: { status: SaveMyProfile.saved, profile: await myProfileOf(db, userId) } };
};
