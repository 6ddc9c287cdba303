import { waitFor } from '@testing-library/react';
import { authApi } from '../api/generated/auth';
import { sessionFor } from '../test/render';
import { logout } from './logout';
import { makeStore } from './store';

// Section 4: logout clears the account's cached data with its user and token.
test('logout empties the API cache along with the session', async () => {
  const store = makeStore(sessionFor());
  await store.dispatch(authApi.endpoints.getAppMetaData.initiate({ body: { hostname: 'localhost' } }));
  expect(Object.keys(store.getState().api.queries)).toHaveLength(1);

  store.dispatch(logout({ callServer: false }));

  expect(store.getState().session.user).toBeNull();
  await waitFor(() => expect(store.getState().api.queries).toEqual({}));
});
