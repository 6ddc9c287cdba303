/**
 * Draws the app once the saved state is read (redux-persist's bootstrap), as redux-persist's
 * PersistGate does, without its extra drawing: PersistGate starts closed even when the state was
 * read long before (the start's earlier steps, main.tsx), and opens from its componentDidMount,
 * a synchronous update that drew the whole app again in one long task outside the first
 * render's transition. Here a state already read opens the gate at once, within that
 * transition; one read later opens it as a transition too, so either way the first drawing
 * yields to the browser every few milliseconds (Lighthouse's total blocking time on a phone).
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

export function SavedStateGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const [read, setRead] = useState(() => persistor.getState().bootstrapped);
  useEffect(() => {
    if (read) return undefined;
    const check = () => {
      if (persistor.getState().bootstrapped) startTransition(() => setRead(true));
    };
    const unsubscribe = persistor.subscribe(check);
    check();
    return unsubscribe;
  }, [read, persistor]);
  return read ? children : null;
}
