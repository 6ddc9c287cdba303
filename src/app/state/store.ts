/**
 * The store: the API cache (never persisted) and the client slices, of which session,
 * service mode, preferences and the notifications switch are kept in local storage.
 * `makeStore` builds a fresh one, for the app and for every test.
 */
import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { baseApi } from '../api/baseApi';
import { confirmModalSlice } from './confirmModal';
import { notificationsSlice } from './notifications';
import { preferencesSlice } from './preferences';
import { serviceModeSlice } from './serviceMode';
import { loggedOut, returnedToOwnSession, sessionSlice, signedInAs } from './session';
import { persistKey } from './persistKey';

// Its one home is persistKey.ts, which the start reads before the store exists (savedState.ts).
export { persistKey };

function buildRootReducer(persist: boolean) {
  // An open modal's promise cannot outlive the page and toasts are moments, so of those two
  // slices only the notifications on/off switch is kept.
  const notifications = persist
    ? persistReducer({ key: `${persistKey}-notifications`, storage, whitelist: ['enabled'] }, notificationsSlice.reducer)
    : notificationsSlice.reducer;
  const root = combineReducers({
    [baseApi.reducerPath]: baseApi.reducer,
    session: sessionSlice.reducer,
    serviceMode: serviceModeSlice.reducer,
    preferences: preferencesSlice.reducer,
    confirmModal: confirmModalSlice.reducer,
    notifications: notifications as typeof notificationsSlice.reducer,
  });
  return persist ? (persistReducer({ key: persistKey, storage, whitelist: ['session', 'serviceMode', 'preferences'] }, root) as unknown as typeof root) : root;
}

const rootReducer = buildRootReducer(false);
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The account's cached data goes with its session. Done here rather than in logout, because
 * the base query logs out and the base API is built on the base query: logout reaching back
 * to the base API made an import cycle.
 */
const resetApiOnLogout: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  // Switching to another user's session and back changes whose data the cache holds, too.
  if (loggedOut.match(action) || signedInAs.match(action) || returnedToOwnSession.match(action)) api.dispatch(baseApi.util.resetApiState());
  return result;
};

export function makeStore(preloadedState?: Partial<RootState>, options: { persist?: boolean } = {}) {
  const store = configureStore({
    reducer: options.persist ? buildRootReducer(true) : rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(baseApi.middleware, resetApiOnLogout),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const persistStoreOf = (store: AppStore) => persistStore(store);
