import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { installBrowserStubs } from './browserStubs';
import { server } from './server';

// Slow machines (CI has two cores) need more than the default second.
configure({ asyncUtilTimeout: 5000 });

// A test that asks for the node environment has no window at all.
if (typeof window !== 'undefined') installBrowserStubs();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
afterAll(() => server.close());

// jsdom fetches no stylesheets, so a <link>'s load never comes: tests take antd's sheet as loaded.
jest.mock('../i18n/antdStyles', () => ({ loadAntdStyles: () => Promise.resolve() }));
