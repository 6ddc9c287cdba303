/**
 * super-admin/export-cl: the contacts of chosen lists of a customer (manage-contact-lists
 * screen), with the members of a parent list unless includeSubs is false. The customer must be
 * one the caller manages and every list a live list of its account, or 404 (contacts/lists
 * ownLists, the customer's own rule).
 */
import type { SuperAdminExportContactListsApiArg, SuperAdminExportContactListsApiResponse } from '../../../../contract/superAdmin';
import { SuperAdminExportContactLists } from '../../../../contract/statusCodes';
import { accountOf } from '../../../../domain/access';
import { displayPhone } from '../../../../domain/phones';
import { managedUserOf } from '../../../http/account';
import type { Handler } from '../../../http/handler';
import { fieldColumns } from '../../contacts/contactRows';
import { memberListIds, ownLists } from '../../contacts/lists';
import { answerExport, filtersKey, type ExportColumn } from './exportTable';

export const contactColumns: readonly ExportColumn[] = [
  { key: 'listId', title: 'List id' },
  { key: 'listName', title: 'List' },
  { key: 'phone', title: 'Phone' },
  ...fieldColumns.map((column, i) => ({ key: column, title: i === 5 ? 'Birth date' : `Field ${i + 1}` })),
  { key: 'email', title: 'Email' },
];

export const superAdminExportContactLists: Handler<SuperAdminExportContactListsApiArg> = async ({ body }, ctx): Promise<SuperAdminExportContactListsApiResponse> => {
  const account = accountOf(await managedUserOf(ctx, body.userId));
  const chosen = await ownLists(ctx.db, account, body.contactListIds);
  const ids = new Set(chosen.map((l) => l.id));
  if (body.includeSubs !== false) for (const list of chosen) for (const id of await memberListIds(ctx.db, list.id)) ids.add(id);
  const contacts = ctx.db
    .selectFrom('contacts')
    .innerJoin('contact_lists', 'contact_lists.id', 'contacts.list_id')
    .where('contact_lists.account_id', '=', account)
    .where('contacts.list_id', 'in', [...ids]);
  const answer = await answerExport(ctx, {
    name: 'export-cl',
    fileName: 'contacts',
    columns: contactColumns,
    key: filtersKey(body, { contactListIds: [...ids].sort((a, b) => a - b) }),
    count: async () => Number((await contacts.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    page: async (offset, limit) => {
      const rows = await contacts
        .select(['contacts.id', 'contacts.list_id', 'contact_lists.name', 'contacts.phone', ...fieldColumns.map((c) => `contacts.${c}` as const), 'contacts.email'])
        .orderBy('contacts.list_id')
        .orderBy('contacts.id')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        listId: r.list_id,
        listName: r.name,
        phone: displayPhone(r.phone),
        ...Object.fromEntries(fieldColumns.map((c) => [c, r[c]])),
        email: r.email,
      }));
    },
  }, body);
  const { outcome, ...table } = answer;
  return { data: { status: SuperAdminExportContactLists[outcome], ...table } };
};
