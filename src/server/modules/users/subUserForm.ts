/**
 * The sub-user form's rules that only the server can tell (sections 3 and 5), shared by
 * create and update: the username and e-mail no other user has, a strong password, only
 * permissions the caller holds in force, only sender names and verified numbers the user's
 * parent may use itself (sharedSenderChoices.ts). Each
 * answers the operation's result code; nothing is written until all of them pass.
 */
import type { UsersSubUserForm } from '../../../contract/users';
import { holdsPermission, type AccessSubject } from '../../../domain/access';
import { enables } from '../../../domain/family';
import { isStrongPassword } from '../../../domain/passwords';
import { profilePhoneDigitsOf } from '../../../domain/userFields';
import type { Db } from '../../db/database';
import { hashPassword } from '../auth/credentials';
import { saveSharedSenders, sharedSendersRefusal, type SharedSenderRefusal } from './sharedSenderChoices';

export type FormRefusal = 'usernameTaken' | 'notStrong' | 'permissionNotHeld' | SharedSenderRefusal | 'emailTaken';

/**
 * The first rule the form breaks, or null; `parentId` is the user's parent (0: none, a primary
 * user), `self` the user edited (its own name and e-mail are not "another user's").
 */
export async function formRefusal(db: Db, caller: AccessSubject, account: number, form: UsersSubUserForm, parentId: number, self?: number): Promise<FormRefusal | null> {
  if (form.username !== undefined) {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', form.username!.toLowerCase()))
      .executeTakeFirst();
    if (taken && taken.id !== self) return 'usernameTaken';
  }
  if (form.password !== undefined && !isStrongPassword(form.password)) return 'notStrong';
  // A user can grant only what it holds itself. Blocking one it does not hold grants nothing
  // (the family rule caps it anyway), and the form sends every permission, held or not.
  if (form.permissions?.some((grant) => enables(grant.mode) && !holdsPermission(caller, grant.permissionId))) return 'permissionNotHeld';
  const senders = await sharedSendersRefusal(db, account, parentId, form);
  if (senders) return senders;
  if (form.email !== undefined && form.email !== '') {
    const other = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', form.email!.toLowerCase()))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (other && other.id !== self) return 'emailTaken';
  }
  return null;
}

/** The users row's columns the form sets (only those it carries). */
export async function userColumnsOf(form: UsersSubUserForm) {
  return {
    ...(form.username !== undefined && { username: form.username }),
    ...(form.password !== undefined && { password_hash: await hashPassword(form.password) }),
    ...(form.firstName !== undefined && { first_name: form.firstName.trim() }),
    ...(form.lastName !== undefined && { last_name: form.lastName.trim() }),
    ...(form.email !== undefined && { email: form.email.trim() }),
    ...(form.phone !== undefined && { phones: JSON.stringify(form.phone ? [profilePhoneDigitsOf(form.phone)] : []) }),
    ...(form.nationalId !== undefined && { national_id: form.nationalId }),
    ...(form.active !== undefined && { active: form.active ? 1 : 0 }),
    ...(form.priceListId !== undefined && { price_list_id: form.priceListId }),
    ...(form.mailLimit !== undefined && { mail_limit: form.mailLimit }),
    ...(form.allowedEmails !== undefined && { allowed_emails: JSON.stringify(form.allowedEmails.map((e) => e.trim())) }),
    ...(form.allowedHours !== undefined && {
      sending_hours: form.allowedHours.fromHour && form.allowedHours.toHour ? JSON.stringify({ days: form.allowedHours.days ?? [], from: form.allowedHours.fromHour, to: form.allowedHours.toHour }) : null,
    }),
  };
}

/** Replaces the user's own grants, sender names and verified numbers with the form's, when it carries them. */
export async function saveGrantsAndNames(db: Db, userId: number, form: UsersSubUserForm): Promise<void> {
  if (form.permissions) {
    await db.deleteFrom('user_permissions').where('user_id', '=', userId).execute();
    const unique = new Map(form.permissions.map((g) => [g.permissionId, g.mode]));
    if (unique.size) await db.insertInto('user_permissions').values([...unique].map(([permission_id, mode]) => ({ user_id: userId, permission_id, mode }))).execute();
  }
  await saveSharedSenders(db, userId, form);
}
