/**
 * The email-association screen (assigning-email): the addresses a customer sends mail-to-SMS
 * from. They are the user's SMS-to-mail list (users.allowed_emails), the very list the mail
 * listener reads to know who a mail comes from (mailToSms/mailSenderAccount.ts) and the user
 * edits in /my-profile: one home. An address another user lists is refused (-2, listed), since
 * a mail from it could not say who pays.
 */
import type { AssignEmailsApiArg, AssignEmailsApiResponse } from '../../../../contract/superAdmin';
import { AssignEmails } from '../../../../contract/statusCodes';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { mailAddressKey, usersListingAddress } from '../../mailToSms/mailSenderAccount';

export const assignEmails: Handler<AssignEmailsApiArg> = async ({ body }, ctx): Promise<AssignEmailsApiResponse> => {
  const user = await managedUserOf(ctx, body.userId);
  const emails = [...new Set(body.emails.map((e) => e.trim()).filter(Boolean))];
  const taken: string[] = [];
  for (const email of emails) {
    const holders = await usersListingAddress(ctx.db, email, true);
    if (holders.some((h) => h.id !== user.userId)) taken.push(email);
  }
  if (taken.length) return { data: { status: AssignEmails.takenByAnotherCustomer, takenEmails: taken } };
  // Two spellings of one address are one address.
  const unique = emails.filter((e, i) => emails.findIndex((o) => mailAddressKey(o) === mailAddressKey(e)) === i);
  await ctx.db.updateTable('users').set({ allowed_emails: JSON.stringify(unique) }).where('id', '=', user.userId).execute();
  return { data: { status: AssignEmails.saved, takenEmails: [] } };
};
