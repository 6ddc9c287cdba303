import { act, screen, waitFor } from '@testing-library/react';
import { liveLinkReceived } from '../../state/notifications';
import { modeSet } from '../../state/serviceMode';
import userEvent from '@testing-library/user-event';
import { dana, ourNumber, serveWhatsAppChat } from './chat/testWhatsAppChat';
import { active, approvedTemplate, pendingTemplate, rejectedTemplate, renderWhatsAppPage, serveWhatsApp, verified, waiting } from './testWhatsApp';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

test("a conversation's link opens the chat tab with that conversation", async () => {
  serveWhatsApp();
  serveWhatsAppChat();
  renderWhatsAppPage(`/whatsapp-campaign-chat/${ourNumber}/${dana}`);
  expect(await screen.findByRole('tab', { name: 'Chat', selected: true })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Dana Levi' })).toBeInTheDocument();
});

test('the page opens on the template campaign; a later conversation link brings the chat forward', async () => {
  serveWhatsApp();
  const { router } = renderWhatsAppPage();
  expect(await screen.findByRole('tab', { name: 'Template campaign', selected: true })).toBeInTheDocument();
  expect(await screen.findByRole('combobox', { name: 'WhatsApp number' })).toBeInTheDocument();
  serveWhatsAppChat();
  await act(() => router.navigate(`/whatsapp-campaign-chat/${ourNumber}/${dana}`));
  expect(await screen.findByRole('tab', { name: 'Chat', selected: true })).toBeInTheDocument();
});

test('without a number that may send, the campaign tab says so and leads to the numbers', async () => {
  const { wa } = serveWhatsApp();
  wa.meta.phones = [verified, waiting, { ...active, state: 'activeWithBlock' }];
  renderWhatsAppPage();
  expect(await screen.findByText('None of your WhatsApp numbers can send yet.')).toBeInTheDocument();
  await user().click(screen.getByRole('button', { name: 'Go to your numbers' }));
  expect(await screen.findByRole('table', { name: 'Your WhatsApp numbers' })).toBeInTheDocument();
});

test("a template's review arriving live (its number's link) shows its new status without a reload; a conversation's link does not ask again", async () => {
  const { wa } = serveWhatsApp();
  const { store } = renderWhatsAppPage();
  await user().click(await screen.findByRole('tab', { name: 'Templates' }));
  const row = async () => (await screen.findByRole('cell', { name: 'welcome' })).closest('tr')!;
  expect((await row()).textContent).toContain('Awaiting approval');
  wa.templates[active.phone] = [{ ...pendingTemplate, status: 1 }, approvedTemplate, rejectedTemplate];
  act(() => void store.dispatch(liveLinkReceived(`/whatsapp-campaign-chat/${active.phone}/972521111111`)));
  await new Promise((r) => setTimeout(r, 300));
  expect((await row()).textContent).toContain('Awaiting approval');
  act(() => void store.dispatch(liveLinkReceived(`/whatsapp-campaign-chat/${active.phone}`)));
  await waitFor(async () => expect((await row()).textContent).not.toContain('Awaiting approval'));
});

test('opened by its address in text mode, the page switches the service mode to WhatsApp once; another mode chosen from here stays', async () => {
  serveWhatsApp();
  const { store } = renderWhatsAppPage('/whatsapp-campaign-chat', 'en', 'text');
  await waitFor(() => expect(store.getState().serviceMode.mode).toBe('whatsapp'));
  act(() => void store.dispatch(modeSet('text')));
  await new Promise((r) => setTimeout(r, 100));
  expect(store.getState().serviceMode.mode).toBe('text');
});
