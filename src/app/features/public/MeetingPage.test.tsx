import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuthZoomMeetingData } from '../../api/generated/auth';
import type { Language } from '../../state/preferences';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { NotificationHost } from '../../ui/NotificationHost';
import MeetingPage from './MeetingPage';

const id = 'tok3n_abc';
const waiting: AuthZoomMeetingData = {
  sourceName: 'DanaShop',
  companyName: 'Dana Ltd',
  contactName: 'Dana Levi',
  meetingStatus: 'waiting',
  availableSlots: ['29/11/2026 09:00', '29/11/2026 09:30', '30/11/2026 09:00'],
};

/** The link's meeting as the server answers it (null: unknown link, 404), and what booking answers. */
function serve(meeting: () => AuthZoomMeetingData | null, bookStatus = 1) {
  const booked: unknown[] = [];
  let current = meeting;
  server.use(
    http.get(apiUrl(`/auth/get-zoom-meeting-coordination-data/${id}`), () => {
      const answer = current();
      return answer ? HttpResponse.json({ data: answer }) : HttpResponse.json({ message: 'errors.generic.notFound' }, { status: 404 });
    }),
    http.post(apiUrl('/auth/create-zoom-meeting'), async ({ request }) => {
      const body = (await request.json()) as { meetingDate: string };
      booked.push(body);
      if (bookStatus === 1) {
        const done: AuthZoomMeetingData = { ...waiting, availableSlots: undefined, meetingStatus: 'sent', meetingDate: body.meetingDate };
        current = () => done;
        return HttpResponse.json({ data: { status: 1, meeting: done } });
      }
      current = () => ({ ...waiting, availableSlots: waiting.availableSlots!.filter((s) => s !== body.meetingDate) });
      return HttpResponse.json({ data: { status: bookStatus } });
    }),
  );
  return booked;
}

const renderPage = (language: Language = 'en') =>
  renderWithProviders(
    <>
      <MeetingPage />
      <NotificationHost />
    </>,
    { route: `/meeting/${id}`, path: '/meeting/:id', preloadedState: { preferences: { language, theme: 'light' } } },
  );

async function choose(dayText: RegExp, time: string, dayLabel = 'Day') {
  await userEvent.click(await screen.findByRole('combobox', { name: dayLabel }));
  await userEvent.click(await screen.findByText(dayText));
  await userEvent.click(await screen.findByText(time));
}

test('the customer chooses a day and a time and books it; the page then shows the booked time', async () => {
  const booked = serve(() => waiting);
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Book your video meeting' })).toBeInTheDocument();
  expect(screen.getByText(/verify the sender name DanaShop of Dana Ltd/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Book the meeting' })).toBeDisabled();
  await choose(/Sunday/, '09:30');
  await userEvent.type(screen.getByLabelText('Who will join (optional)'), 'Dana');
  await userEvent.click(screen.getByRole('button', { name: 'Book the meeting' }));
  expect(await screen.findByText('Your meeting is booked')).toBeInTheDocument();
  expect(screen.getByText('The video meeting for the sender name DanaShop: 29/11/2026 09:30 (Israel time).')).toBeInTheDocument();
  expect(booked).toEqual([{ id, meetingDate: '29/11/2026 09:30', contactName: 'Dana' }]);
});

test('a time taken meanwhile is said and is no longer offered', async () => {
  serve(() => waiting, -3);
  renderPage();
  await choose(/Sunday/, '09:00');
  await userEvent.click(screen.getByRole('button', { name: 'Book the meeting' }));
  expect(await screen.findByText('This time is no longer free. Please choose another.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('09:00')).not.toBeInTheDocument());
  expect(screen.getByText('09:30')).toBeInTheDocument();
});

test('an unknown or replaced link says it cannot be used, in Hebrew right to left', async () => {
  serve(() => null);
  renderPage('he');
  expect(await screen.findByText('לא ניתן להשתמש בקישור')).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
  expect(screen.queryByText('Not found.')).not.toBeInTheDocument();
});

test('in Hebrew the page reads right to left and the times stay left to right', async () => {
  serve(() => waiting);
  renderPage('he');
  expect(await screen.findByRole('heading', { name: 'קביעת פגישת וידאו' })).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
  await choose(/יום ראשון/, '09:30', 'יום');
  expect(screen.getByText('09:30').closest('bdi')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByRole('button', { name: 'קביעת הפגישה' })).toBeEnabled();
});
