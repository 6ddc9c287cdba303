import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dana, ourNumber, serveWhatsAppChat } from './chat/testWhatsAppChat';
import { active, renderWhatsAppPage, serveWhatsApp, verified, waiting } from './testWhatsApp';

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
