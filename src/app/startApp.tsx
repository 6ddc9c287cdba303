/**
 * The app's first render, the last part of the start (main.tsx): after the page's code and texts
 * have been asked for, and the API, React's DOM renderer, the store (state/appStore.ts) and the
 * router have been evaluated, each in a task of its own.
 */
import { startTransition, StrictMode } from 'react';
import type { createRoot as CreateRoot } from 'react-dom/client';
import { App } from './App';

export function startApp(createRoot: typeof CreateRoot): void {
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
}
