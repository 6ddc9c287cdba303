import { loadAntdStyles } from './i18n/antdStyles';
import { activateLanguage } from './i18n/i18n';
import { isLightPath, preloadPageOf } from './router/routes';
import { hasSavedSession, savedLanguage } from './state/savedState';

// First, in a task of its own, ask for what the page opened needs: its code and its texts. The
// rest of the start (React's DOM renderer, the store, the shell: most of the script work) is
// one long task, and a request asked for inside a task is counted as starting when that task
// ends (Lighthouse's simulated phone): asked inside it, the page's chunks and texts waited for
// all of it before their download began (the largest contentful paint of /login).
preloadPageOf(window.location.pathname);
void activateLanguage(savedLanguage());
// Every page but the light ones (/login) draws in antd: its provider's code and stylesheet are
// fetched beside the page's instead of after it.
if (!isLightPath(window.location.pathname)) {
  void loadAntdStyles();
  void import('./i18n/AntdProvider');
  // The signed-in layout (AppLayout loads it once the store says signed in).
  if (hasSavedSession()) void import('./shell/SignedInLayout');
}

// Then the rest, a part per task, so that none of them blocks a phone for long (Lighthouse's
// total blocking time): React's DOM renderer, then the store and the shell with the first
// render. `eager`: they stay in the entry's chunks (no extra request), only evaluated later.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
void (async () => {
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ './startApp');
  startApp(createRoot);
})();
