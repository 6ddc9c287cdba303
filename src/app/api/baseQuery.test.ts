import { waitFor } from '@testing-library/react';
import { makeStore } from '../state/store';
import { handleEnvelope, notFoundShownByPage } from './baseQuery';

describe('the base query shows business results through the status table', () => {
  test("a mutation's status becomes a notification carrying the answer's values", async () => {
    const store = makeStore();
    handleEnvelope({ data: { status: 2, moved: 3, existing: 1 } }, 200, '/contacts/move-selected-numbers', {
      dispatch: store.dispatch,
      endpoint: 'moveSelectedNumbers',
      type: 'mutation',
    });
    await waitFor(() => expect(store.getState().notifications.items).toHaveLength(1));
    expect(store.getState().notifications.items[0]).toMatchObject({ severity: 'success', values: { status: 2, moved: 3, existing: 1 } });
  });

  test('a query does not toast its success', async () => {
    const store = makeStore();
    handleEnvelope({ data: { status: 1 } }, 200, '/contacts/check-contact-list-name', { dispatch: store.dispatch, endpoint: 'checkContactListName', type: 'query' });
    await new Promise((r) => setTimeout(r, 50));
    expect(store.getState().notifications.items).toHaveLength(0);
  });

  test('a quiet step (the validation pass, whose summary the composer shows) is not toasted', async () => {
    const store = makeStore();
    handleEnvelope({ data: { status: 6 } }, 200, '/campaigns/send-campaign', { dispatch: store.dispatch, endpoint: 'sendCampaign', type: 'mutation' });
    handleEnvelope({ data: { status: -6 } }, 200, '/campaigns/send-campaign', { dispatch: store.dispatch, endpoint: 'sendCampaign', type: 'mutation' });
    await waitFor(() => expect(store.getState().notifications.items).toHaveLength(1));
    expect(store.getState().notifications.items[0]).toMatchObject({ severity: 'error', message: 'errors.campaign.noDestinations' });
  });

  test('403 logs the user out', async () => {
    const store = makeStore({ session: { user: null, token: 'old', issuedAt: 1, lifetimeMs: 1, keepLoggedIn: false, lastActivityAt: null } });
    handleEnvelope({ message: 'errors.other.noAccess' }, 403, '/super-admin/profiles', { dispatch: store.dispatch, endpoint: 'getProfiles', type: 'query' });
    expect(store.getState().session.token).toBeNull();
  });

  test('new_token replaces the stored token', () => {
    const store = makeStore({ session: { user: null, token: 'old', issuedAt: 1, lifetimeMs: 10, keepLoggedIn: false, lastActivityAt: null } });
    handleEnvelope({ data: {}, new_token: 'fresh' }, 200, '/main/user-profile', { dispatch: store.dispatch, endpoint: 'getUserProfile', type: 'query' });
    expect(store.getState().session.token).toBe('fresh');
  });

  test('404 opens the error modal, unless the page says "not found" itself', async () => {
    const store = makeStore();
    notFoundShownByPage('getVerifyPhoneData');
    handleEnvelope({ message: 'errors.generic.notFound' }, 404, '/auth/get-verify-phone-data', { dispatch: store.dispatch, endpoint: 'getVerifyPhoneData', type: 'query' });
    await new Promise((r) => setTimeout(r, 50));
    expect(store.getState().confirmModal.open).toBe(false);
    handleEnvelope({ message: 'errors.generic.notFound' }, 404, '/templates/get-template', { dispatch: store.dispatch, endpoint: 'getTemplate', type: 'query' });
    await waitFor(() => expect(store.getState().confirmModal.open).toBe(true));
  });
});

test('413 says how large a file may be, not "{{max}}"', async () => {
  const store = makeStore();
  handleEnvelope({ message: 'errors.files.tooLarge' }, 413, '/contacts/read-file-columns', { dispatch: store.dispatch, endpoint: 'readFileColumns', type: 'mutation' });
  await waitFor(() => expect(store.getState().confirmModal.open).toBe(true));
  expect(store.getState().confirmModal.options).toMatchObject({ message: 'errors.files.tooLarge', messageValues: { max: '15MB' } });
});
