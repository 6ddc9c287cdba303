/**
 * Cache tags of the push-API page: a change to a URL refreshes the list; a test event, and a
 * deleted URL, refresh the last deliveries (the test's attempt is one of them).
 */
import { usersApi as generated } from '../../api/generated/users';

const urls = { type: 'PushUrl' as const, id: 'LIST' };
const deliveries = { type: 'PushDelivery' as const, id: 'LIST' };

export const pushApiApi = generated.enhanceEndpoints({
  addTagTypes: ['PushUrl', 'PushDelivery'],
  endpoints: {
    getPushApiSettings: { providesTags: [urls] },
    getPushDeliveries: { providesTags: [deliveries] },
    addNewPushUrl: { invalidatesTags: [urls] },
    changePushApiStatus: { invalidatesTags: [urls] },
    changeAlarmStatus: { invalidatesTags: [urls] },
    deletePushApi: { invalidatesTags: [urls, deliveries] },
    sendPushTestEvent: { invalidatesTags: [deliveries] },
  },
});

export const {
  useGetPushApiSettingsQuery,
  useGetPushDeliveriesQuery,
  useAddNewPushUrlMutation,
  useChangePushApiStatusMutation,
  useChangeAlarmStatusMutation,
  useDeletePushApiMutation,
  useSendPushTestEventMutation,
} = pushApiApi;
