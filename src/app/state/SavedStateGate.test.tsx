import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import type { Persistor } from 'redux-persist';
import { SavedStateGate } from './SavedStateGate';

/** A persistor as redux-persist's: its state says whether the saved state was read, subscribers hear when. */
function persistorOf(bootstrapped: boolean) {
  const listeners = new Set<() => void>();
  const state = { bootstrapped, registry: [] as string[] };
  const persistor = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Persistor;
  return {
    persistor,
    bootstrap: () => {
      state.bootstrapped = true;
      for (const listener of listeners) listener();
    },
  };
}

test('a saved state already read draws the app in the first commit, not in a second one after mounting (PersistGate drew it twice)', () => {
  const { persistor } = persistorOf(true);
  const commits: string[] = [];
  render(
    <Profiler id="gate" onRender={(_id, phase) => commits.push(phase)}>
      <SavedStateGate persistor={persistor}>
        <p>the app</p>
      </SavedStateGate>
    </Profiler>,
  );
  expect(screen.getByText('the app')).toBeInTheDocument();
  expect(commits).toEqual(['mount']);
});

test('a saved state read later: nothing is drawn until it is, then the app', async () => {
  const { persistor, bootstrap } = persistorOf(false);
  render(
    <SavedStateGate persistor={persistor}>
      <p>the app</p>
    </SavedStateGate>,
  );
  expect(screen.queryByText('the app')).not.toBeInTheDocument();
  await act(async () => bootstrap());
  expect(screen.getByText('the app')).toBeInTheDocument();
});
