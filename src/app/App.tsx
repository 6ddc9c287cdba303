import { Provider } from 'react-redux';
import { LocaleProvider } from './i18n/LocaleProvider';
import { AppRouter } from './router/router';
import { persistor, store } from './state/appStore';
import { SavedStateGate } from './state/SavedStateGate';

export function App() {
  return (
    <Provider store={store}>
      <SavedStateGate persistor={persistor}>
        <LocaleProvider>
          <AppRouter />
        </LocaleProvider>
      </SavedStateGate>
    </Provider>
  );
}
