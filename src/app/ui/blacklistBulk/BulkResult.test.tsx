import { screen } from '@testing-library/react';
import { ensureTexts } from '../../i18n/i18n';
import { renderWithProviders, sessionFor } from '../../test/render';
import { BulkResult } from './BulkResult';

beforeAll(() => ensureTexts(['reports']));

test('a blacklist file that is no sheet (a PDF under a sheet name, -3) says its type is not supported', async () => {
  renderWithProviders(<BulkResult result={{ status: -3, submitted: 0, added: 0, existing: 0, invalid: 0 }} pasted={null} />, {
    preloadedState: { ...sessionFor(), preferences: { language: 'en', theme: 'light' } },
  });
  expect(await screen.findByText('This file type is not supported.')).toBeInTheDocument();
});

test('all added (1) keeps its title from the same table', async () => {
  renderWithProviders(<BulkResult result={{ status: 1, submitted: 2, added: 2, existing: 0, invalid: 0 }} pasted="0501111111\n0502222222" />, {
    preloadedState: { ...sessionFor(), preferences: { language: 'en', theme: 'light' } },
  });
  expect(await screen.findByRole('alert')).toBeInTheDocument();
});
