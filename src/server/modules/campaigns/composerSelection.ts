/**
 * The composer's chosen recipients: each destination completed with its name and count and
 * the total over all of them, repeats counted once (campaigns/get-selected-items-details);
 * and removing pasted or uploaded numbers from the campaign (campaigns/delete-pasted-numbers).
 * The total is before the blacklist and filters: those are the credit estimate's to count.
 */
import type {
  DeletePastedNumbersApiArg,
  DeletePastedNumbersApiResponse,
  Destination,
  GetSelectedItemsDetailsApiArg,
  GetSelectedItemsDetailsApiResponse,
} from '../../../contract/campaigns';
import { contactDisplayName } from '../../../domain/contactFields';
import { normalizeListPhone } from '../../../domain/phones';
import type { Db } from '../../db/database';
import { accountOf } from '../../http/account';
import { HttpError, notFound } from '../../http/envelope';
import type { Handler } from '../../http/handler';
import { deleteWholeFile } from '../files/store';
import { memberListIds, ownLists } from '../contacts/lists';
import { DeletePastedNumbers } from '../../../contract/statusCodes';

const distinctPhones = async (db: Db, query: ReturnType<typeof phonesOfLists>): Promise<number> =>
  Number((await db.selectFrom(query.as('u')).select((eb) => eb.fn.count<number>('u.phone').distinct().as('n')).executeTakeFirstOrThrow()).n);

const phonesOfLists = (db: Db, listIds: number[]) => db.selectFrom('contacts').select('phone').where('list_id', 'in', listIds.length ? listIds : [-1]);

export const getSelectedItemsDetails: Handler<GetSelectedItemsDetailsApiArg> = async ({ body }, ctx): Promise<GetSelectedItemsDetailsApiResponse> => {
  const { db } = ctx;
  const account = accountOf(ctx.user!);
  const listIds = body.destinations.flatMap((d) => (d.type === 'cl' && d.id !== undefined ? [d.id] : []));
  const lists = new Map((listIds.length ? await ownLists(db, account, listIds) : []).map((l) => [l.id, l]));
  const contactIds = body.destinations.flatMap((d) => ((d.type === 'contact' || d.type === 'upl_contact') && d.id !== undefined ? [d.id] : []));
  const contacts = contactIds.length
    ? await db
        .selectFrom('contacts')
        .innerJoin('contact_lists', 'contact_lists.id', 'contacts.list_id')
        .select(['contacts.id', 'contacts.phone', 'contacts.field1', 'contacts.field2', 'contact_lists.name as listName'])
        .where('contacts.id', 'in', contactIds)
        .where('contact_lists.account_id', '=', account)
        .execute()
    : [];
  if (contacts.length !== new Set(contactIds).size) throw notFound();
  const contactOf = new Map(contacts.map((c) => [c.id, c]));
  const fileIds = body.destinations.flatMap((d) => ((d.type === 'upl_contacts' || d.type === 'upl_contact_big_file') && d.upload_id !== undefined ? [d.upload_id] : []));
  const files = fileIds.length ? await db.selectFrom('destination_files').select(['id', 'name', 'saved']).where('id', 'in', fileIds).where('account_id', '=', account).execute() : [];
  if (files.length !== new Set(fileIds).size) throw notFound();
  const fileOf = new Map(files.map((f) => [f.id, f]));

  const members = new Set<number>();
  const typed = new Set<string>();
  const destinations: Destination[] = [];
  for (const d of body.destinations) {
    if (d.type === 'cl' && d.id !== undefined) {
      const list = lists.get(d.id)!;
      const ids = await memberListIds(db, list.id);
      ids.forEach((id) => members.add(id));
      const count = await distinctPhones(db, phonesOfLists(db, ids));
      const subs = await db
        .selectFrom('contact_list_subs')
        .innerJoin('contact_lists', 'contact_lists.id', 'contact_list_subs.sub_id')
        .select(['contact_lists.id', 'contact_lists.name', 'contact_lists.contacts_count'])
        .where('contact_list_subs.parent_id', '=', list.id)
        .where('contact_lists.deleted_at', 'is', null)
        .orderBy('contact_lists.name')
        .execute();
      const subContacts = subs.map((s) => ({ id: s.id, name: s.name, parentId: list.id, destinations: s.contacts_count, isDirectSub: true }));
      destinations.push({ ...d, name: list.name, contactListName: list.name, count, totalDestinations: count, ...(subContacts.length ? { subContacts } : {}) });
    } else if ((d.type === 'contact' || d.type === 'upl_contact') && d.id !== undefined) {
      const c = contactOf.get(d.id)!;
      destinations.push({ ...d, name: contactDisplayName(c.field1, c.field2) || c.phone, phone: c.phone, contactListName: c.listName, count: 1, totalDestinations: 1 });
    } else if ((d.type === 'upl_contacts' || d.type === 'upl_contact_big_file') && d.upload_id !== undefined) {
      const f = fileOf.get(d.upload_id)!;
      destinations.push({ ...d, name: f.name, count: f.saved, totalDestinations: f.saved });
    } else if (d.type === 'new_phone' && d.phone) {
      const phone = normalizeListPhone(d.phone);
      if (phone) typed.add(phone);
      destinations.push({ ...d, count: phone ? 1 : 0, totalDestinations: phone ? 1 : 0 });
    } else {
      destinations.push({ ...d, count: 0, totalDestinations: 0 });
    }
  }

  // Every number once over all destinations, as sending gathers them (recipients.ts).
  let all = phonesOfLists(db, [...members]);
  if (contactIds.length) all = all.union(db.selectFrom('contacts').select('phone').where('id', 'in', contactIds));
  if (fileIds.length) all = all.union(db.selectFrom('destination_file_rows').select('phone').where('file_id', 'in', fileIds));
  const gathered = await distinctPhones(db, all);
  const overlap = typed.size ? (await db.selectFrom(all.as('u')).select('u.phone').where('u.phone', 'in', [...typed]).distinct().execute()).length : 0;
  return { data: { destinations, totalDestinations: gathered + typed.size - overlap } };
};


/**
 * The pasted or uploaded destinations go with their numbers, all or none. One a campaign
 * still holds (in use by a campaign that is not a draft) stays: that campaign sends to it.
 */
export const deletePastedNumbers: Handler<DeletePastedNumbersApiArg> = async ({ body }, ctx): Promise<DeletePastedNumbersApiResponse> => {
  const account = accountOf(ctx.user!);
  const ids = [...new Set(body.upload_ids)];
  const files = await ctx.db.selectFrom('destination_files').select(['id', 'status', 'campaign_id']).where('id', 'in', ids).where('account_id', '=', account).execute();
  if (files.length !== ids.length) throw notFound();
  try {
    return await ctx.db.transaction().execute(async (trx): Promise<DeletePastedNumbersApiResponse> => {
      for (const file of files) {
        if (file.status === 'inUse' && file.campaign_id !== null) {
          const holder = await trx.selectFrom('campaigns').select('status').where('id', '=', file.campaign_id).executeTakeFirst();
          if (holder && holder.status !== 'draft') return { data: { status: DeletePastedNumbers.error } };
        }
      }
      for (const file of files) await deleteWholeFile(trx, file.id);
      return { data: { status: DeletePastedNumbers.removed } };
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    ctx.request.log.error({ err: error }, 'pasted numbers could not be removed');
    return { data: { status: DeletePastedNumbers.error } };
  }
};
