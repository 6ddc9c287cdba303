import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { authApi } from './api/generated/auth';
import { LocaleProvider } from './i18n/LocaleProvider';
import { AppRouter } from './router/router';
import { makeStore, persistStoreOf } from './state/store';

const store = makeStore(undefined, { persist: true });
const persistor = persistStoreOf(store);
// redux-persist writes on a timer: a reload right after signing in (or any change) would
// otherwise read the state from before it. pagehide fires on reload, navigation and close.
window.addEventListener('pagehide', () => void persistor.flush());
// The brand and route rules that the router and every page read are asked for as the store is
// made, beside the code and the texts, instead of after the first render: their late answer
// re-rendered the whole shell. The subscription lasts as long as the page.
void store.dispatch(authApi.endpoints.getAppMetaData.initiate({ body: { hostname: window.location.hostname } }));

export function App() {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <LocaleProvider>
          <AppRouter />
        </LocaleProvider>
      </PersistGate>
    </Provider>
  );
}
