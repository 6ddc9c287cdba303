import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadAntdStyles } from './i18n/antdStyles';
import { isLightPath, preloadPageOf } from './router/routes';

preloadPageOf(window.location.pathname);
// Every page but the light ones (/login) draws in antd: its provider's code and stylesheet are
// fetched beside the page's instead of after it.
if (!isLightPath(window.location.pathname)) {
  void loadAntdStyles();
  void import('./i18n/AntdProvider');
}

// As a transition, the first render (the whole shell and antd's styles) yields to the browser
// every few milliseconds instead of blocking it in one long task: a phone stays responsive
// while the app starts (Lighthouse's total blocking time).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
