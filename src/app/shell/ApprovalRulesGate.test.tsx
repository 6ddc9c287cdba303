import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { approvalRulesFlag } from '../state/approvalRules';
import { renderWithProviders, sessionFor } from '../test/render';
import { apiUrl, server } from '../test/server';
import { ApprovalRulesGate } from './ApprovalRulesGate';

afterEach(() => localStorage.removeItem(approvalRulesFlag));

test('while the terms must be accepted again a dialog asks; accepting records it and lifts the flag', async () => {
  const asked: unknown[] = [];
  server.use(
    http.post(apiUrl('/campaigns/approve-app-rules'), async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  localStorage.setItem(approvalRulesFlag, '1');
  renderWithProviders(<ApprovalRulesGate />, { preloadedState: { ...sessionFor(), preferences: { language: 'en', theme: 'light' } } });
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Terms of use');
  expect(dialog).toHaveTextContent('accept the terms of use again');
  await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'I have read and accept the terms' }));
  await waitFor(() => expect(asked).toEqual([{ approved: true }]));
  await waitFor(() => expect(localStorage.getItem(approvalRulesFlag)).toBeNull());
});

test('without the flag nothing is asked', async () => {
  renderWithProviders(<ApprovalRulesGate />, { preloadedState: { ...sessionFor(), preferences: { language: 'en', theme: 'light' } } });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('dialog')).toBeNull();
});
