import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import he from '../../../../locales/he/profile.json';
import type { UsersMyProfile } from '../../api/generated/users';
import { approvalRulesFlag } from '../../state/approvalRules';
import { apiUrl, demoBrand, server } from '../../test/server';
import { dana, renderMyProfilePage, serveMyProfile } from './renderMyProfilePage';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/** my-profile answered from `profile`, which approve-app-rules changes as the server does. */
function serveTerms(profile: UsersMyProfile) {
  serveMyProfile();
  let current = profile;
  const accepted: unknown[] = [];
  server.use(
    http.post(apiUrl('/auth/get-app-meta-data'), () => HttpResponse.json({ data: { ...demoBrand, approvalFile: 'https://example.com/terms.pdf' } })),
    http.get(apiUrl('/users/my-profile'), () => HttpResponse.json({ data: current })),
    http.post(apiUrl('/campaigns/approve-app-rules'), async ({ request }) => {
      accepted.push(await request.json());
      current = { ...current, termsAcceptedAt: '2026-11-23T07:12:00Z', termsRequired: false };
      return HttpResponse.json({ data: { status: 1 } });
    }),
  );
  return accepted;
}

const section = async (title: string) => (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

test('asked to accept again: the section comes first with a warning and the agreement; "I accept" records it, refreshes the section and lifts the gate', async () => {
  localStorage.setItem(approvalRulesFlag, '1');
  const accepted = serveTerms({ ...dana, termsRequired: true });
  renderMyProfilePage();
  const terms = await section('Terms of use');
  // Prominent: before the details.
  expect(terms.compareDocumentPosition(await section('Details')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(terms).getByText('An administrator asked you to read and accept the terms of use again.')).toBeInTheDocument();
  expect(within(terms).getByText('You have not accepted the terms of use yet.')).toBeInTheDocument();
  expect(await within(terms).findByRole('link', { name: 'Read the terms of use' })).toHaveAttribute('href', 'https://example.com/terms.pdf');

  await user().click(within(terms).getByRole('button', { name: 'I accept the terms of use' }));
  await waitFor(() => expect(accepted).toEqual([{ approved: true }]));
  // 07:12 UTC is 09:12 on an Israeli clock in November.
  expect(await screen.findByText('You accepted the terms of use on 23 Nov 2026, 09:12.')).toBeInTheDocument();
  expect(screen.queryByText('An administrator asked you to read and accept the terms of use again.')).not.toBeInTheDocument();
  expect(await screen.findByText('Thank you for accepting the terms of use.')).toBeInTheDocument();
  expect(localStorage.getItem(approvalRulesFlag)).toBeNull();
});

test('accepted and not asked again: the date, no warning, and the section closes the page', async () => {
  serveTerms({ ...dana, termsAcceptedAt: '2026-03-01T10:00:00Z', termsRequired: false });
  renderMyProfilePage();
  const terms = await section('Terms of use');
  expect(await within(terms).findByText('You accepted the terms of use on 1 Mar 2026, 12:00.')).toBeInTheDocument();
  expect(within(terms).queryByRole('alert')).not.toBeInTheDocument();
  expect((await section('Details')).compareDocumentPosition(terms) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('in Hebrew (right to left) the section, its warning and its date are translated', async () => {
  serveTerms({ ...dana, termsAcceptedAt: '2026-11-23T07:12:00Z', termsRequired: true });
  renderMyProfilePage('he');
  const terms = await section(he.terms.title);
  expect(document.documentElement.dir).toBe('rtl');
  expect(within(terms).getByText(he.terms.required)).toBeInTheDocument();
  expect(await within(terms).findByText(/^אישרת את תנאי השימוש ב-23 בנוב(׳|') 2026/)).toBeInTheDocument();
  expect(within(terms).getByRole('button', { name: he.terms.accept })).toBeInTheDocument();
});
