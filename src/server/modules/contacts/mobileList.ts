/**
 * save-mobile-contact-list: the quick-send settings of a list bound to a mobile number
 * (MobileData, section 3). Numbers are kept in their display form; unsubscribe by message
 * (option 2) needs an attached reply number to receive the messages (section 5).
 */
import type { MobileData, SaveMobileContactListApiArg, SaveMobileContactListApiResponse } from '../../../contract/contacts';
import { displayPhone, normalizeListPhone } from '../../../domain/phones';
import { accountOf } from '../../http/account';
import { HttpError } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { ownList } from './lists';
import { SaveMobileContactList } from '../../../contract/statusCodes';

export const unsubscribeByMessage = 2;

const shown = (raw: string): string | null => {
  const phone = normalizeListPhone(raw);
  return phone ? displayPhone(phone) : null;
};

export const saveMobileContactList: Handler<SaveMobileContactListApiArg> = async ({ body }, { db, user }): Promise<SaveMobileContactListApiResponse> => {
  const list = await ownList(db, accountOf(user!), body.contactListId);
  const input = body.mobileData;
  const sourceNumber = input.sourceNumber?.trim() ? shown(input.sourceNumber) : undefined;
  if (sourceNumber === null) return { data: { status: SaveMobileContactList.invalidSender } };
  const attachedNumber = input.attachedNumber?.trim() ? shown(input.attachedNumber) : undefined;
  if (attachedNumber === null) throw new HttpError(400, 'errors.generic.badRequest', { field: 'body.mobileData.attachedNumber' });
  if (input.unsubscribeOption === unsubscribeByMessage && !attachedNumber) return { data: { status: SaveMobileContactList.unsubscribeNeedsReplyNumber } };
  const permittedNumbers = (input.permittedNumbers ?? []).map(shown);
  if (permittedNumbers.includes(null)) throw new HttpError(400, 'errors.generic.badRequest', { field: 'body.mobileData.permittedNumbers' });
  const mobileData: MobileData = {
    ...(sourceNumber ? { sourceNumber } : {}),
    ...(attachedNumber ? { attachedNumber } : {}),
    unsubscribeOption: input.unsubscribeOption ?? 0,
    isServiceActive: input.isServiceActive ?? false,
    isAllowResponse: input.isAllowResponse ?? false,
    permittedNumbers: [...new Set(permittedNumbers as string[])],
  };
  await db.updateTable('contact_lists').set({ mobile_data: JSON.stringify(mobileData) }).where('id', '=', list.id).execute();
  return { data: { status: SaveMobileContactList.saved } };
};
