import { act, screen, waitFor } from '@testing-library/react';
import { notificationDismissed, notificationsEnabledSet, notify } from '../state/notifications';
import { renderWithProviders } from '../test/render';
import { NotificationHost } from './NotificationHost';

async function renderHost() {
  const result = renderWithProviders(<NotificationHost />, { preloadedState: { preferences: { language: 'en', theme: 'light' } } });
  await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  return result;
}

afterEach(() => {
  jest.useRealTimers();
});

test('shows a notification by its severity and dismisses it after 4000 ms', async () => {
  const { store } = await renderHost();
  jest.useFakeTimers();
  act(() => {
    store.dispatch(notify({ severity: 'success', message: 'shell.overseasRates.empty' }));
  });
  expect(await screen.findByText('There are no overseas rates to download.')).toBeInTheDocument();
  expect(document.querySelector('.ant-notification-notice-success')).not.toBeNull();
  expect(store.getState().notifications.items).toHaveLength(1);

  act(() => {
    jest.advanceTimersByTime(3900);
  });
  expect(store.getState().notifications.items).toHaveLength(1);
  act(() => {
    jest.advanceTimersByTime(200);
  });
  expect(store.getState().notifications.items).toHaveLength(0);
  act(() => {
    jest.advanceTimersByTime(1000);
  });
  jest.useRealTimers();
  await waitFor(() => expect(screen.queryByText('There are no overseas rates to download.')).not.toBeInTheDocument());
});

test('each severity has its own look and a server text shows as it came', async () => {
  const { store } = await renderHost();
  act(() => {
    store.dispatch(notify({ severity: 'error', message: 'errors.other.dontHaveWhatsappPermission' }));
    store.dispatch(notify({ severity: 'warning', message: 'Daily limit is close.' }));
    store.dispatch(notify({ severity: 'info', message: 'Report is being prepared.' }));
  });
  expect(await screen.findByText('You do not have permission for WhatsApp.')).toBeInTheDocument();
  expect(screen.getByText('Daily limit is close.')).toBeInTheDocument();
  expect(screen.getByText('Report is being prepared.')).toBeInTheDocument();
  expect(document.querySelector('.ant-notification-notice-error')).not.toBeNull();
  expect(document.querySelector('.ant-notification-notice-warning')).not.toBeNull();
  expect(document.querySelector('.ant-notification-notice-info')).not.toBeNull();
});

test('a notification removed from the slice closes', async () => {
  const { store } = await renderHost();
  act(() => {
    store.dispatch(notify({ severity: 'info', message: 'Short-lived' }));
  });
  expect(await screen.findByText('Short-lived')).toBeInTheDocument();
  act(() => {
    store.dispatch(notificationDismissed(store.getState().notifications.items[0].id));
  });
  await waitFor(() => expect(screen.queryByText('Short-lived')).not.toBeInTheDocument());
});

test('nothing shows while notifications are switched off', async () => {
  const { store } = await renderHost();
  act(() => {
    store.dispatch(notificationsEnabledSet(false));
    store.dispatch(notify({ severity: 'info', message: 'Muted' }));
  });
  await act(async () => {
    await Promise.resolve();
  });
  expect(screen.queryByText('Muted')).not.toBeInTheDocument();
});
