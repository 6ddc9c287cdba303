/**
 * Cache tags of the users pages: saving, deleting or moving credits to a sub-user refreshes
 * the family lists, so the report and the profile read the same fresh rows. The family calls
 * say how many users match in the X-Total-Count header; the answer carries it as `total`.
 */
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { usersApi as generated, type GetAllSubUsersApiResponse } from '../../api/generated/users';
import { reportsApi } from '../../api/generated/reports';

const list = { type: 'SubUser' as const, id: 'LIST' };

/** A family answer with the number of users matching the search (all pages). */
export type FamilyAnswer = GetAllSubUsersApiResponse & { total?: number };

function withTotal(answer: GetAllSubUsersApiResponse, meta: unknown): FamilyAnswer {
  const header = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('x-total-count');
  const counted: FamilyAnswer = { ...answer, total: header ? Number(header) : undefined };
  return counted;
}

export const usersApi = generated.enhanceEndpoints({
  addTagTypes: ['SubUser'],
  endpoints: {
    getAllUsers: { providesTags: [list], transformResponse: withTotal },
    getAllSubUsers: { providesTags: [list], transformResponse: withTotal },
    createSubUser: { invalidatesTags: [list] },
    updateSubUser: { invalidatesTags: [list] },
    deleteSubUser: { invalidatesTags: [list] },
    // The switch on the profile page shows the row's termsRequired.
    enforcementUser: { invalidatesTags: [list] },
  },
});

export const creditsApi = reportsApi.enhanceEndpoints({
  addTagTypes: ['SubUser'],
  endpoints: {
    setNewMessagesBalance: { invalidatesTags: [list] },
  },
});
