import { loadAntdStyles } from './i18n/antdStyles';
import { activateLanguage } from './i18n/i18n';
import { isLightPath, preloadPageOf } from './router/routes';
import { hasSavedSession, savedLanguage } from './state/savedState';

// The start is a list of steps, each in a task of its own, so that none of them blocks a phone
// for long (Lighthouse's total blocking time), and a request asked for inside a task is counted
// as starting when that task ends (Lighthouse's simulated phone): the texts are asked for first,
// the page's code once the API's base is in (below), each in a short task.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
const path = window.location.pathname;
const startSteps: (() => unknown)[] = [
  () => void activateLanguage(savedLanguage()),
  // Every page but the light ones (/login) draws in antd: its provider's code and stylesheet are
  // fetched beside the page's instead of after it, and the signed-in layout's (AppLayout loads
  // it once the store says signed in).
  () => {
    if (isLightPath(path)) return;
    void loadAntdStyles();
    void import('./i18n/AntdProvider');
    if (hasSavedSession()) void import('./shell/SignedInLayout');
  },
  // Then the entry's own code, a part per step (`eager`: it stays in the entry's chunks, no extra
  // request, only evaluated later). The API's base comes first: the page's chunk is evaluated as
  // soon as it arrives, with whatever of its imports is not evaluated yet, in one task. Then
  // React's DOM renderer, the store, the router and shell, and the first render.
  () => import(/* webpackMode: "eager" */ '@reduxjs/toolkit/query/react'),
  () => import(/* webpackMode: "eager" */ './api/baseApi'),
  () => import(/* webpackMode: "eager" */ './api/generated/auth'),
  () => preloadPageOf(path),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './state/store'),
  () => import(/* webpackMode: "eager" */ './state/appStore'),
  () => import(/* webpackMode: "eager" */ './router/router'),
  async () => {
    const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
    const { startApp } = await import(/* webpackMode: "eager" */ './startApp');
    startApp(createRoot);
  },
];
void (async () => {
  for (const [index, step] of startSteps.entries()) {
    if (index > 0) await nextTask();
    await step();
  }
})();
