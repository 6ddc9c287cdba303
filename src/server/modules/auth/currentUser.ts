/** The User the browser keeps in its session (section 3), built from the database. */
import type { BalanceCredits, BalanceItem, User } from '../../../contract/auth';
import { holdsPermission, isPrimaryUser, managesFamily, type AccessSubject } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { parseSendingHours } from '../../../domain/sendingRules';
import { balanceServices, type BalanceService } from '../../db/schema';
import type { Db } from '../../db/database';
import { balancesOf, enabledPermissions, findUserById, subUserBalancesOf, type UserRow } from './queries';

/** Which permission opens each balance; text messages are open to everyone. */
const balancePermission: Record<BalanceService, number | null> = {
  sms: null,
  overseas_sms: Permission.overseasSms,
  voice: Permission.voice,
  whatsapp: Permission.whatsapp,
  emails: Permission.newsletter,
};

export async function balanceCreditsOf(db: Db, user: AccessSubject): Promise<BalanceCredits> {
  const [own, subs] = await Promise.all([balancesOf(db, user.userId), isPrimaryUser(user) ? subUserBalancesOf(db, user.userId) : null]);
  const credits: BalanceCredits = {};
  for (const service of balanceServices) {
    const needed = balancePermission[service];
    const amount = own.get(service) ?? 0;
    const item: BalanceItem = { amount, hasPermissions: needed === null || holdsPermission(user, needed) };
    if (subs) {
      item.subAmount = subs.get(service) ?? 0;
      item.sumAmount = amount + item.subAmount;
    }
    credits[service] = item;
  }
  return credits;
}

/** `permissions`: the user's permissions in force when the caller holds them already (a session read them this request). */
export async function currentUserOf(db: Db, user: UserRow, permissionsInForce?: readonly number[]): Promise<User> {
  const permissions = permissionsInForce ? [...permissionsInForce] : await enabledPermissions(db, user.id);
  const subject = { userId: user.id, adminId: user.admin_id, group: user.group_id, permissions };
  // Independent reads: on PostgreSQL they go out at once, on SQLite one after another as before.
  const [newsletter, balanceCredits] = await Promise.all([db.selectFrom('newsletter_accounts').select('mail_limit').where('user_id', '=', user.id).executeTakeFirst(), balanceCreditsOf(db, subject)]);
  return {
    userId: user.id,
    adminId: user.admin_id,
    group: user.group_id,
    // The spec's isAdmin: whoever manages a family of users (issue 15).
    isAdmin: managesFamily(subject),
    customerType: user.customer_type,
    mainEmail: user.email,
    userName: user.username,
    name: { firstName: user.first_name, lastName: user.last_name },
    otp: user.otp_enabled === 1,
    permissions,
    // By the one access rule, as the operations behind each flag check it (system groups hold every permission).
    canMakeCampaign: holdsPermission(subject, Permission.createCampaigns),
    canMakeTemplate: holdsPermission(subject, Permission.createTemplates),
    canMakeContactList: holdsPermission(subject, Permission.createContactLists),
    isUserAllowedNewsletter: holdsPermission(subject, Permission.newsletter),
    isHaveNewsLatterAccount: Boolean(newsletter),
    // The e-mail quota last handed to the newsletter service (newsletters/accounts.ts).
    newsletterEmailCount: newsletter?.mail_limit ?? 0,
    balanceCredits,
    ...allowedHoursOf(user.sending_hours),
  };
}

/** The permitted sending window, shown by the composer before the user sends. */
function allowedHoursOf(stored: string | null): Pick<User, 'allowedHours'> {
  const hours = parseSendingHours(stored);
  if (!hours) return {};
  return { allowedHours: { fromHour: hours.from.padStart(5, '0'), toHour: hours.to.padStart(5, '0'), ...(hours.days?.length ? { days: [...hours.days] } : {}) } };
}

export async function currentUserById(db: Db, userId: number, permissionsInForce?: readonly number[]): Promise<User | null> {
  const user = await findUserById(db, userId);
  return user ? currentUserOf(db, user, permissionsInForce) : null;
}
