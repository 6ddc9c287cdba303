/**
 * The page's one store, made as this module is evaluated: a step of the start of its own
 * (main.tsx), before the shell's code and the first render, so that neither is one long task.
 */
import { authApi } from '../api/generated/auth';
import { activateLanguage } from '../i18n/i18n';
import { prefetchDataOf } from '../router/routes';
import { isSessionValid } from './session';
import { makeStore, persistStoreOf } from './store';

export const store = makeStore(undefined, { persist: true });
export const persistor = persistStoreOf(store);
// redux-persist writes on a timer: a reload right after signing in (or any change) would
// otherwise read the state from before it. pagehide fires on reload, navigation and close.
window.addEventListener('pagehide', () => void persistor.flush());
// The saved language's texts are asked for as soon as the saved preferences are read, beside the
// page's code, instead of from LocaleProvider's effect after the first render: on a phone that
// render is most of a second, and the first text waited for it (Lighthouse's largest paint).
// The page's first requests go the same way (its route's `data`), for a session still valid.
let savedStateRead = false;
const onceSavedStateRead = () => {
  if (savedStateRead || !persistor.getState().bootstrapped) return;
  savedStateRead = true;
  const { preferences, session, serviceMode } = store.getState();
  void activateLanguage(preferences.language);
  const user = isSessionValid(session, Date.now()) ? session.user : null;
  prefetchDataOf(window.location.pathname, { user, mode: serviceMode.mode }, store.dispatch);
};
persistor.subscribe(onceSavedStateRead);
onceSavedStateRead();
// The brand and route rules that the router and every page read are asked for as the store is
// made, beside the code and the texts, instead of after the first render: their late answer
// re-rendered the whole shell. The subscription lasts as long as the page.
void store.dispatch(authApi.endpoints.getAppMetaData.initiate({ body: { hostname: window.location.hostname } }));
