import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { LocaleProvider } from './i18n/LocaleProvider';
import { AppRouter } from './router/router';
import { persistor, store } from './state/appStore';

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
