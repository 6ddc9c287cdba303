/** Page data the contact-list tests answer with. */
import type { Contact, ContactsPageList, GetContactsPageDataApiResponse } from '../../api/generated/contacts';

export const customers: ContactsPageList = {
  id: 7, name: 'Customers', parentId: -1, isParent: false, creationDate: '03/02/2025 10:15',
  totalLength: 3, allTotalDestinationsCount: 3, totalBlocked: 1, headers: ['First', 'Last', 'City'],
};
export const suppliers: ContactsPageList = {
  id: 8, name: 'Suppliers', parentId: -1, isParent: false, creationDate: '01/01/2025 09:00', totalLength: 0, allTotalDestinationsCount: 0, totalBlocked: 0,
};
export const merged: ContactsPageList = {
  id: 9, name: 'All branches', parentId: -1, isParent: true, creationDate: '15/03/2025 08:00', allTotalDestinationsCount: 120, totalBlocked: 4,
  subs: [{ id: 20, name: 'Branch North', parentId: 9, destinations: 70, isDirectSub: true }],
  subsTotal: 2, subsOffset: 0,
};

export const contactRows = (count: number): Contact[] =>
  Array.from({ length: count }, (_, i) => ({ ID: i + 1, PHONE: String(501234000 + i), DYNAMIC_FIELD1: `Dana${i}`, DYNAMIC_FIELD2: 'Levi', DYNAMIC_FIELD3: 'Haifa' }));

export function pageData(contactListId: number, extra: Partial<NonNullable<GetContactsPageDataApiResponse['data']>> = {}): GetContactsPageDataApiResponse {
  const lists = [merged, customers, suppliers];
  const contactList = lists.find((l) => l.id === contactListId);
  return {
    data: {
      lists,
      viewCap: 10_000,
      deletedLists: [{ id: 3, name: 'Old list', deleteDate: '01/04/2025 12:00' }],
      ...(contactList ? { contactList, contacts: contactRows(contactList.id === 7 ? 3 : 0), totalContacts: contactList.allTotalDestinationsCount, tooLargeToView: false } : {}),
      ...extra,
    },
  };
}
