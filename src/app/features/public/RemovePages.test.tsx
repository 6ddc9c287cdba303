import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Language } from '../../state/preferences';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import RemoveNumberPage from './RemoveNumberPage';
import RemovePage from './RemovePage';
import { AddNumberToBlackListByHash, AddNumberToBlackListPublic } from '../../../contract/statusCodes';

const hash = '7.501234567.sabc12.abcdefghijklmnopqrstuvwxyz0';

function renderAt(route: string, language: Language = 'en') {
  const Page = route.startsWith('/remove-number') ? RemoveNumberPage : RemovePage;
  return renderWithProviders(<Page />, {
    route,
    path: route.split('?')[0],
    preloadedState: { preferences: { language, theme: 'light' } },
    extraRoutes: [{ path: '/remove-number', element: <p>Type your number page</p> }],
  });
}

/** Answers a blacklist call with a status, keeping the bodies the page sent. */
function answer(path: string, status: number): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ data: { status } });
    }),
  );
  return bodies;
}

async function submitPhone(phone: string) {
  const field = await screen.findByLabelText('Your phone number');
  await userEvent.clear(field);
  if (phone) await userEvent.type(field, phone);
  await userEvent.click(screen.getByRole('button', { name: 'Remove my number' }));
}

describe('/remove-number', () => {
  test.each([
    [AddNumberToBlackListPublic.added, 'Your number 0501234567 was removed: you will not receive more messages.'],
    [AddNumberToBlackListPublic.alreadyIn, 'Your number 0501234567 was already removed: you will not receive more messages.'],
    [AddNumberToBlackListPublic.invalid, '0501234567 is not a valid phone number. Check it and try again.'],
  ])('code %i is said plainly', async (status, text) => {
    const bodies = answer('/auth/add-number-to-black-list', status);
    renderAt('/remove-number');
    await submitPhone('050-123-4567');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(bodies).toEqual([{ phone: '501234567' }]);
    // Once removed there is nothing left to do; after an error the form stays.
    expect(screen.queryByRole('button', { name: 'Remove my number' }) === null).toBe(status !== AddNumberToBlackListPublic.invalid);
  });

  test('an invalid number is caught in the browser, without a request', async () => {
    const bodies = answer('/auth/add-number-to-black-list', 1);
    renderAt('/remove-number');
    await submitPhone('12-34');
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a valid phone number. Check it and try again.');
    expect(screen.getByLabelText('Your phone number')).toHaveAttribute('aria-invalid', 'true');
    await submitPhone('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Type your phone number.');
    expect(bodies).toHaveLength(0);
  });

  test('right-to-left in Hebrew', async () => {
    renderAt('/remove-number', 'he');
    expect(await screen.findByRole('heading', { name: 'הסרה מרשימת התפוצה' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('/remove', () => {
  test('sends the hash from the link with the number pre-filled from it', async () => {
    const bodies = answer('/auth/add-number-to-black-list-by-hash', 1);
    renderAt(`/remove?h=${encodeURIComponent(hash)}`);
    expect(await screen.findByLabelText('Your phone number')).toHaveValue('0501234567');
    await userEvent.click(screen.getByRole('button', { name: 'Remove my number' }));
    expect(await screen.findByText('Your number 0501234567 was removed: you will not receive more messages.')).toBeInTheDocument();
    expect(bodies).toEqual([{ hash, phone: '501234567' }]);
  });

  test('a number given with the link pre-fills the field', async () => {
    renderAt('/remove?h=abc&p=0529876543');
    expect(await screen.findByLabelText('Your phone number')).toHaveValue('0529876543');
  });

  test.each([
    [AddNumberToBlackListByHash.alreadyIn, 'Your number 0501234567 was already removed: you will not receive more messages.'],
    [AddNumberToBlackListByHash.validationError, 'The number you typed is not the one the message was sent to. Check it and try again.'],
  ])('code %i is said plainly', async (status, text) => {
    answer('/auth/add-number-to-black-list-by-hash', status);
    renderAt(`/remove?h=${encodeURIComponent(hash)}`);
    await submitPhone('0501234567');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test('code 3: the link is broken or expired, and removal by typing is offered', async () => {
    answer('/auth/add-number-to-black-list-by-hash', 3);
    renderAt(`/remove?h=${encodeURIComponent(hash)}`);
    await submitPhone('0501234567');
    expect(await screen.findByText('This removal link is broken or has expired (a link works for 30 days).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Remove your number by typing it instead' }));
    expect(await screen.findByText('Type your number page')).toBeInTheDocument();
  });

  test('without a hash it is the form for typing the number', async () => {
    const bodies = answer('/auth/add-number-to-black-list', 1);
    renderAt('/remove');
    expect(await screen.findByText('Type your phone number and we will stop sending messages to it.')).toBeInTheDocument();
    await submitPhone('031234567');
    expect(await screen.findByText('Your number 031234567 was removed: you will not receive more messages.')).toBeInTheDocument();
    expect(bodies).toEqual([{ phone: '31234567' }]);
  });

  test('right-to-left in Hebrew', async () => {
    renderAt(`/remove?h=${encodeURIComponent(hash)}`, 'he');
    expect(await screen.findByText('אשרו את מספר הטלפון שלכם כדי להפסיק לקבל הודעות מהשולח הזה.')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
